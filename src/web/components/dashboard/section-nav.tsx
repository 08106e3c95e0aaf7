import {
  Bot,
  ChartColumn,
  FileText,
  HardDrive,
  Inbox,
  Megaphone,
  Rss,
  Share2,
  Stethoscope,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import { NavLink } from "react-router";
import { DASHBOARD_SECTIONS, type DashboardSectionPath } from "../../../shared/labels";
import { badgedName, CountBadge } from "./count-badge";
import { FRAME_TEXT } from "./labels";
import type { SectionBadge } from "./section-badges";

const ICONS: Record<DashboardSectionPath, LucideIcon> = {
  feeds: Rss,
  articles: FileText,
  statistics: ChartColumn,
  diagnostics: Stethoscope,
  storage: HardDrive,
  ai: Bot,
  automation: Workflow,
  adsense: Megaphone,
  social: Share2,
  messages: Inbox,
};

/**
 * The ten dashboard sections, the current one marked (aria-current), some with
 * a count from the layout (unread messages); `onNavigate` lets the phone menu close.
 */
export function SectionNav({ onNavigate, badges = {} }: { onNavigate?: () => void; badges?: Partial<Record<DashboardSectionPath, SectionBadge>> }) {
  return (
    <nav aria-label={FRAME_TEXT.navLabel}>
      <ul className="space-y-0.5">
        {DASHBOARD_SECTIONS.map((section) => {
          const Icon = ICONS[section.path];
          const badge = badges[section.path];
          return (
            <li key={section.path}>
              <NavLink
                to={`/dashboard/${section.path}`}
                onClick={onNavigate}
                aria-label={badgedName(section.label, badge)}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-700 ${
                    isActive ? "bg-blue-900 text-white" : "text-slate-700 hover:bg-slate-100"
                  }`
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon aria-hidden className="h-4 w-4 shrink-0" />
                    <span className="min-w-0 flex-1">{section.label}</span>
                    {badge ? <CountBadge badge={badge} onDark={isActive} /> : null}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
