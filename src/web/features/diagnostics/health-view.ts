import { LIMITS } from "../../../shared/constants";
import { romeDay, romeTimeOfDay, shortDateTime } from "../../../shared/dates";
import type { HealthAlert, HealthReading } from "../../../shared/health";
import { plural } from "../../../shared/plural";
import type { BadgeTone } from "../../components/ui/badge";
import { DIAGNOSTICS_TEXT } from "./labels";

/** The colour of a usage bar: red above 70 %, yellow above 50 %, else green (docs/product.md#diagnostica-sistema). */
export type BarLevel = "green" | "yellow" | "red";

export function barLevel(percent: number): BarLevel {
  if (percent > LIMITS.usageBar.red) return "red";
  if (percent > LIMITS.usageBar.yellow) return "yellow";
  return "green";
}

/** Tailwind fill of each bar colour (the yellow dark enough to see on the grey track). */
export const BAR_CLASSES: Record<BarLevel, string> = {
  green: "bg-green-600",
  yellow: "bg-yellow-500",
  red: "bg-red-600",
};

/** The badge and banner colour of each overall status: green, amber, red. */
export const STATUS_TONES: Record<HealthReading["status"], BadgeTone> = {
  healthy: "success",
  warning: "warning",
  critical: "danger",
};

// One decimal, always: 70,4 % and 70,0 % read differently where the colour changes, and a column of figures lines up.
const tenths = new Intl.NumberFormat("it-IT", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("it-IT", { maximumFractionDigits: 0 });
const integer = new Intl.NumberFormat("it-IT");

/** "42,5%", "41,0%". */
export function formatPercent(value: number): string {
  return `${tenths.format(value)}%`;
}

/** "0,4 ms", "2,0 ms", "12 ms", "12.500 ms": tenths only under 10 ms, where they matter. */
export function formatMs(value: number): string {
  return `${(value < 10 ? tenths : whole).format(value)} ms`;
}

/** How long a tool ran (whole ms from the server): "meno di 1 ms", "12 ms", "1,3 s" from a second. */
export function formatDuration(ms: number): string {
  if (ms < 1) return DIAGNOSTICS_TEXT.tools.underOneMs;
  return ms < 1000 ? `${whole.format(ms)} ms` : `${tenths.format(ms / 1000)} s`;
}

/** A bar's width: never past the track, never negative. */
export function barWidth(percent: number): number {
  return Math.min(100, Math.max(0, percent));
}

/** The six figures of a reading, in the order the cards and the trend list show them. */
export const FIGURES = ["cpu", "memory", "disk", "connections", "api", "database"] as const;
export type Figure = (typeof FIGURES)[number];

/** The figures measured in percent, drawn with a bar. */
export const PERCENT_FIGURES: ReadonlySet<Figure> = new Set(["cpu", "memory", "disk"]);

/**
 * One figure of a reading as text; null when the reading could not measure it
 * (a worker without HTTP has no connections and no API time): the screen says
 * "n/d" then, never 0.
 */
export function figureText(reading: HealthReading, figure: Figure): string | null {
  switch (figure) {
    case "cpu":
      return formatPercent(reading.cpu_usage);
    case "memory":
      return formatPercent(reading.memory_usage);
    case "disk":
      return formatPercent(reading.disk_usage);
    case "connections":
      return reading.active_connections === null ? null : integer.format(reading.active_connections);
    case "api":
      return reading.api_response_time === null ? null : formatMs(reading.api_response_time);
    case "database":
      return formatMs(reading.database_query_time);
  }
}

/** The percentage behind a bar figure. */
export function figurePercent(reading: HealthReading, figure: "cpu" | "memory" | "disk"): number {
  return figure === "cpu" ? reading.cpu_usage : figure === "memory" ? reading.memory_usage : reading.disk_usage;
}

/** A figure past a threshold of the status rule, as the banner names it: "CPU 99,8%". */
export interface OverThreshold {
  figure: "cpu" | "memory" | "disk" | "database";
  level: "warning" | "critical";
}

/**
 * Which figures put the reading out of "healthy", by the status rule of
 * docs/product.md#health-collection (critical past 90 % or 1000 ms, warning
 * past 70 % or 300 ms), so the banner can say what is wrong, not only that something is.
 */
export function overThresholds(reading: HealthReading): OverThreshold[] {
  const over: OverThreshold[] = [];
  const levelOf = (value: number, warning: number, critical: number) => (value > critical ? "critical" : value > warning ? "warning" : null);
  for (const figure of ["cpu", "memory", "disk"] as const) {
    const level = levelOf(figurePercent(reading, figure), LIMITS.healthWarning.percent, LIMITS.healthCritical.percent);
    if (level) over.push({ figure, level });
  }
  const database = levelOf(reading.database_query_time, LIMITS.healthWarning.dbQueryMs, LIMITS.healthCritical.dbQueryMs);
  if (database) over.push({ figure: "database", level: database });
  return over;
}

/** How long a run has lasted, in whole minutes: "6 minuti", "1 ora e 5 minuti", "2 ore". */
export function formatRunLength(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return plural(minutes, "minuto", "minuti");
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? plural(hours, "ora", "ore") : `${plural(hours, "ora", "ore")} e ${plural(rest, "minuto", "minuti")}`;
}

/** "CPU oltre il 90% da 6 minuti (dalle 14:32).": which figure, which threshold, how long, since when (the day too when it began on another). */
export function alertLine(alert: HealthAlert): string {
  const text = DIAGNOSTICS_TEXT.health;
  const limits = alert.level === "critical" ? LIMITS.healthCritical : LIMITS.healthWarning;
  const threshold = alert.figure === "database" ? text.msThreshold(limits.dbQueryMs) : text.percentThreshold(limits.percent);
  const since = romeDay(new Date(alert.since)) === romeDay(new Date(alert.until)) ? text.sinceTime(romeTimeOfDay(new Date(alert.since))) : text.sinceDate(shortDateTime(alert.since));
  const length = new Date(alert.until).getTime() - new Date(alert.since).getTime();
  if (length < 60_000) return text.sustainedNow(text.cards[alert.figure], threshold, since);
  return text.sustained(text.cards[alert.figure], threshold, formatRunLength(length), since);
}

/**
 * The banner's explanation: first the figures past a threshold for the last
 * 5 minutes, which make the status ("CPU oltre il 90% da 6 minuti (dalle
 * 14:32)."); then the latest reading's figures past a threshold for less
 * than that, which do not ("Oltre la soglia critica (90% o 1000 ms) da meno
 * di 5 minuti: CPU 99,8%."); or what the status means when nothing shows it.
 */
export function statusLines(reading: HealthReading, alerts: readonly HealthAlert[] = []): string[] {
  const text = DIAGNOSTICS_TEXT.health;
  const sustained = (one: OverThreshold) => alerts.some((alert) => alert.figure === one.figure && alert.level === one.level);
  const over = overThresholds(reading).filter((one) => !sustained(one));
  const named = (level: OverThreshold["level"]) =>
    over
      .filter((one) => one.level === level)
      .map((one) => `${text.cards[one.figure]} ${figureText(reading, one.figure)}`)
      .join(", ");
  const lines = alerts.map(alertLine);
  const critical = named("critical");
  if (critical) lines.push(text.criticalFigures(critical));
  const warning = named("warning");
  if (warning) lines.push(text.warningFigures(warning));
  return lines.length > 0 ? lines : [text.statusHint[reading.status]];
}

/** The trend list: the newest `healthTrendSize` of the readings (already newest first). */
export function trendReadings(readings: readonly HealthReading[]): readonly HealthReading[] {
  return readings.slice(0, LIMITS.healthTrendSize);
}

/** The reading list with a new reading at its head (the one "Aggiorna Ora" just took), kept at the length asked for. */
export function withNewReading(readings: readonly HealthReading[] | undefined, reading: HealthReading, size: number = LIMITS.healthHistory.fallback): HealthReading[] {
  return [reading, ...(readings ?? []).filter((other) => other.id !== reading.id)].slice(0, size);
}
