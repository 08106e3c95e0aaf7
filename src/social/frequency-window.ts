import type { SOCIAL_FREQUENCIES } from "../shared/constants.js";
import { mondayOf, romeDay, romeMidnight, shiftDay } from "../shared/dates.js";

export type SocialFrequency = (typeof SOCIAL_FREQUENCIES)[number];
/** The frequencies that post at most once per window (docs/decisions.md#social-queue). */
export type WindowFrequency = Exclude<SocialFrequency, "immediate">;

const HOUR_MS = 60 * 60_000;

/**
 * The start of the window `at` falls in, on Rome's wall clock: the hour, the
 * day from midnight, the ISO week from Monday's midnight. Days and weeks are
 * counted on Rome's calendar (shared/dates.ts), so a day across a clock
 * change lasts 23 or 25 hours.
 */
export function windowStart(frequency: WindowFrequency, at: Date): Date {
  // Rome's offsets are whole hours: its hours start where UTC's do.
  if (frequency === "hourly") return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  return romeMidnight(firstDay(frequency, at));
}

/** The start of the window after the one `at` falls in: when a "scheduled" post of this frequency is due. */
export function nextWindowStart(frequency: WindowFrequency, at: Date): Date {
  if (frequency === "hourly") return new Date(windowStart(frequency, at).getTime() + HOUR_MS);
  return romeMidnight(shiftDay(firstDay(frequency, at), frequency === "daily" ? 1 : 7));
}

/** The Rome day a daily or weekly window starts on. */
function firstDay(frequency: "daily" | "weekly", at: Date): string {
  const day = romeDay(at);
  return frequency === "daily" ? day : mondayOf(day);
}
