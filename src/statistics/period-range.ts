import { romeDay, romeMidnight, shiftDay } from "../shared/dates.js";
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

/**
 * A period as docs/product.md#statistiche defines it: the last 1, 7, 30 or 365
 * Rome calendar days, today included ("ultima settimana" is today and the six
 * days before it, whatever weekday today is).
 */
export function periodRange(period: StatisticsPeriod, now: Date): PeriodRange {
  const to = romeDay(now);
  const from = shiftDay(to, 1 - STATISTICS_PERIOD_DAYS[period]);
  return { from, to, start: romeMidnight(from), end: romeMidnight(shiftDay(to, 1)) };
}
