import { TZDate } from "@date-fns/tz";
import { format, formatDistanceToNow } from "date-fns";
import { it } from "date-fns/locale";
import { TIME_ZONE } from "../../shared/constants";

/** "3 ore fa": relative time in Italian. */
export function relativeTime(date: Date | string): string {
  return formatDistanceToNow(new Date(date), { addSuffix: true, locale: it });
}

/** "21 novembre 2026, 14:05" in Europe/Rome, whatever the server's or browser's zone. */
export function longDateTime(date: Date | string): string {
  return format(new TZDate(new Date(date), TIME_ZONE), "d MMMM yyyy, HH:mm", { locale: it });
}
