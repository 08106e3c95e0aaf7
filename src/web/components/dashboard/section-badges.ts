import type { DashboardCounts } from "../../../shared/dashboard";
import type { DashboardSectionPath } from "../../../shared/labels";
import { FRAME_TEXT } from "./labels";

/** A number beside a section: what it shows and what a screen reader says. */
export interface SectionBadge {
  /** "3", or "99+" past 99 so the pill keeps its size. */
  text: string;
  /** "3 messaggi non letti". */
  label: string;
}

const integer = new Intl.NumberFormat("it-IT");
const MAX_SHOWN = 99;

/** The sidebar's badges from the layout's counts (docs/product.md#dashboard-shell): only counts above zero get one,
 * in the sidebar's order (Diagnostica Sistema before Messaggi). */
export function sectionBadges(counts: DashboardCounts | undefined): Partial<Record<DashboardSectionPath, SectionBadge>> {
  const badges: Partial<Record<DashboardSectionPath, SectionBadge>> = {};
  const openErrors = counts?.open_errors ?? 0;
  if (openErrors > 0) badges.diagnostics = badge(openErrors, FRAME_TEXT.openErrors);
  const unread = counts?.unread_messages ?? 0;
  if (unread > 0) badges.messages = badge(unread, FRAME_TEXT.unreadMessages);
  return badges;
}

function badge(count: number, label: (count: number, formatted: string) => string): SectionBadge {
  return { text: count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count), label: label(count, integer.format(count)) };
}

/** The badges of every section together, for the phone's "Menu" button: the label lists each. */
export function menuBadge(badges: Partial<Record<DashboardSectionPath, SectionBadge>>): SectionBadge | undefined {
  const all = Object.values(badges);
  if (all.length === 0) return undefined;
  if (all.length === 1) return all[0];
  return { text: "•", label: all.map((badge) => badge.label).join(", ") };
}
