import { TZDate } from "@date-fns/tz";
import { format, formatDistanceToNow } from "date-fns";
import { it } from "date-fns/locale";
import { TIME_ZONE } from "./constants.js";

/** Dates are read and written in Italian, in Europe/Rome, whatever the server's or browser's zone. */
function inRome(date: Date | string | number): TZDate {
  return new TZDate(new Date(date), TIME_ZONE);
}

/** "3 ore fa". */
export function relativeTime(date: Date | string): string {
  return formatDistanceToNow(new Date(date), { addSuffix: true, locale: it });
}

/** "21 novembre 2026" (article pages). */
export function longDate(date: Date | string): string {
  return format(inRome(date), "d MMMM yyyy", { locale: it });
}

/** "21 novembre 2026 alle 14:05" (tooltips, detail views). */
export function longDateTime(date: Date | string): string {
  return format(inRome(date), "d MMMM yyyy 'alle' HH:mm", { locale: it });
}

/** "21/11/26 14:05" (dashboard tables). */
export function shortDateTime(date: Date | string): string {
  return format(inRome(date), "dd/MM/yy HH:mm", { locale: it });
}

/** Today's calendar date in Rome as YYYY-MM-DD: the day that daily counters belong to. */
export function romeDay(date: Date = new Date()): string {
  return format(inRome(date), "yyyy-MM-dd");
}
