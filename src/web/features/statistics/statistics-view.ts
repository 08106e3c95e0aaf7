import { DEFAULT_STATISTICS_PERIOD, STATISTICS_PERIODS, type StatisticsPeriod } from "../../../shared/statistics";

/** The URL's `period` parameter; missing or unknown means the default week (docs/product.md#statistiche). */
export function periodFromSearch(search: URLSearchParams): StatisticsPeriod {
  const value = search.get("period");
  return (STATISTICS_PERIODS as readonly string[]).includes(value ?? "") ? (value as StatisticsPeriod) : DEFAULT_STATISTICS_PERIOD;
}

/** The URL parameters for a period: the default leaves the address plain. */
export function searchForPeriod(search: URLSearchParams, period: StatisticsPeriod): URLSearchParams {
  const next = new URLSearchParams(search);
  if (period === DEFAULT_STATISTICS_PERIOD) next.delete("period");
  else next.set("period", period);
  return next;
}

const integer = new Intl.NumberFormat("it-IT");
const decimal = new Intl.NumberFormat("it-IT", { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat("it-IT", { style: "percent", maximumFractionDigits: 1 });
// Calendar days carry no time: read at noon UTC and written in UTC, no zone can move them.
const weekday = new Intl.DateTimeFormat("it-IT", { weekday: "short", timeZone: "UTC" });

/** "12.500". */
export const formatCount = (value: number): string => integer.format(value);

/** "2,5"; "–" when there is nothing to average. */
export const formatAverage = (value: number | null, unknown: string): string => (value === null ? unknown : decimal.format(value));

/** "42,9%" of `total`; "0%" of nothing. */
export const formatShare = (value: number, total: number): string => percent.format(total > 0 ? value / total : 0);

/** A Rome calendar day (YYYY-MM-DD) as the dashboard writes dates: "19/11/26". */
export function formatDay(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year!.slice(-2)}`;
}

/** A chart tick: "19/11". */
export const formatTick = (day: string): string => formatDay(day).slice(0, 5);

/** A chart tooltip's day: "mer 19/11/26". */
export const formatLongDay = (day: string): string => `${weekday.format(new Date(`${day}T12:00:00Z`))} ${formatDay(day)}`;
