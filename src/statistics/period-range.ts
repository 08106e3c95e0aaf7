import { TZDate } from "@date-fns/tz";
import { TIME_ZONE } from "../shared/constants.js";
import { romeDay } from "../shared/dates.js";
import { STATISTICS_PERIOD_DAYS, type StatisticsPeriod } from "../shared/statistics.js";

/** The Rome days a period covers, and the instants that bound them. */
export interface PeriodRange {
  /** First Rome day, YYYY-MM-DD. */
  from: string;
  /** Last Rome day (today in Rome), YYYY-MM-DD. */
  to: string;
  /** Midnight in Rome starting `from`. */
  start: Date;
  /** Midnight in Rome ending `to` (excluded). A Rome day lasts 23 or 25 hours across a clock change. */
  end: Date;
}

const DAY_MS = 86_400_000;

/** YYYY-MM-DD moved by `days` calendar days (computed on UTC noon-free dates, so no clock change interferes). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Midnight in Rome at the start of a Rome calendar day. */
function romeMidnight(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, TIME_ZONE).getTime());
}

/**
 * A period as docs/product.md#statistiche defines it: the last 1, 7, 30 or 365
 * Rome calendar days, today included ("ultima settimana" is today and the six
 * days before it, whatever weekday today is).
 */
export function periodRange(period: StatisticsPeriod, now: Date): PeriodRange {
  const to = romeDay(now);
  const from = addDays(to, 1 - STATISTICS_PERIOD_DAYS[period]);
  return { from, to, start: romeMidnight(from), end: romeMidnight(addDays(to, 1)) };
}
