import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { addWeeks } from "date-fns/addWeeks";
import { startOfDay } from "date-fns/startOfDay";
import { startOfHour } from "date-fns/startOfHour";
import { startOfISOWeek } from "date-fns/startOfISOWeek";
import { TIME_ZONE, type SOCIAL_FREQUENCIES } from "../shared/constants.js";

export type SocialFrequency = (typeof SOCIAL_FREQUENCIES)[number];
/** The frequencies that post at most once per window (docs/decisions.md#social-queue). */
export type WindowFrequency = Exclude<SocialFrequency, "immediate">;

/**
 * The start of the window `at` falls in, on Rome's wall clock: the hour, the
 * day from midnight, the ISO week from Monday's midnight. TZDate keeps the
 * arithmetic on Rome's calendar across the clock changes.
 */
export function windowStart(frequency: WindowFrequency, at: Date): Date {
  const rome = new TZDate(at.getTime(), TIME_ZONE);
  const start = frequency === "hourly" ? startOfHour(rome) : frequency === "daily" ? startOfDay(rome) : startOfISOWeek(rome);
  return new Date(start.getTime());
}

/** The start of the window after the one `at` falls in: when a "scheduled" post of this frequency is due. */
export function nextWindowStart(frequency: WindowFrequency, at: Date): Date {
  const start = new TZDate(windowStart(frequency, at).getTime(), TIME_ZONE);
  // An hour is an hour in absolute time (Rome's offsets are whole hours); a day or a week follows the calendar (23 or 25 hours at a clock change).
  if (frequency === "hourly") return new Date(start.getTime() + 60 * 60_000);
  const next = frequency === "daily" ? startOfDay(addDays(start, 1)) : startOfISOWeek(addWeeks(start, 1));
  return new Date(next.getTime());
}
