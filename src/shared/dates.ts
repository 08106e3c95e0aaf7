// One module each: the packages' indexes load every function and every locale (~10 MB of server memory).
import { formatDistanceToNow } from "date-fns/formatDistanceToNow";
import { it } from "date-fns/locale/it";
import { TIME_ZONE } from "./constants.js";

/**
 * Rome's calendar, owned here for server and browser alike (docs/decisions/007-floors.md: one owner
 * per concept): dates read and written in Italian, the Rome day and time of day,
 * and the instants where Rome's days and wall-clock times begin, in Europe/Rome
 * whatever the server's or browser's zone. Formatters are built once: a home page formats 50 dates
 * per render, and a cached Intl formatter is ~7x cheaper than date-fns with a
 * zoned date. Built on first use: a formatter with a time zone reads ~8 MB of
 * ICU data, which a server that formats no date keeps out of memory.
 */
const romeParts = lazily(() => new Intl.DateTimeFormat("it-IT", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
}));
const romeNumericParts = lazily(() => new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
}));

function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

type Fields = Record<"day" | "month" | "year" | "hour" | "minute" | "second", string>;

function fieldsOf(formatter: Intl.DateTimeFormat, date: Date | string | number): Fields {
  const fields: Partial<Fields> = {};
  for (const part of formatter.formatToParts(new Date(date))) {
    if (part.type === "day" || part.type === "month" || part.type === "year" || part.type === "hour" || part.type === "minute" || part.type === "second") {
      fields[part.type] = part.value;
    }
  }
  return fields as Fields;
}

/** "3 ore fa". */
export function relativeTime(date: Date | string): string {
  return formatDistanceToNow(new Date(date), { addSuffix: true, locale: it });
}

/** "21 novembre 2026" (article pages). */
export function longDate(date: Date | string): string {
  const { day, month, year } = fieldsOf(romeParts(), date);
  return `${day} ${month} ${year}`;
}

/** "21 novembre 2026 alle 14:05" (tooltips, detail views). */
export function longDateTime(date: Date | string): string {
  const { day, month, year, hour, minute } = fieldsOf(romeParts(), date);
  return `${day} ${month} ${year} alle ${hour}:${minute}`;
}

/** "21/11/26 14:05" (dashboard tables). */
export function shortDateTime(date: Date | string): string {
  const { day, month, year, hour, minute } = fieldsOf(romeNumericParts(), date);
  return `${day}/${month}/${year.slice(-2)} ${hour}:${minute}`;
}

/**
 * "21/11/26 14:05:09" (Diagnostica): readings come a minute apart and
 * "Aggiorna Ora" may add one within the same minute; log lines come many a minute.
 */
export function secondsDateTime(date: Date | string): string {
  const { day, month, year, hour, minute, second } = fieldsOf(romeNumericParts(), date);
  return `${day}/${month}/${year.slice(-2)} ${hour}:${minute}:${second}`;
}

/** "21/11/2026 14:05:09" (exported files, where a spreadsheet reads the date). */
export function exportDateTime(date: Date | string): string {
  const { day, month, year, hour, minute, second } = fieldsOf(romeNumericParts(), date);
  return `${day}/${month}/${year} ${hour}:${minute}:${second}`;
}

/** Today's calendar date in Rome as YYYY-MM-DD: the day that daily counters belong to. */
export function romeDay(date: Date = new Date()): string {
  const { day, month, year } = fieldsOf(romeNumericParts(), date);
  return `${year}-${month}-${day}`;
}

/** The wall-clock time in Rome as "HH:MM" (24-hour): what a daily job's time of day is compared with. */
export function romeTimeOfDay(date: Date = new Date()): string {
  const { hour, minute } = fieldsOf(romeNumericParts(), date);
  return `${hour}:${minute}`;
}

/** A Rome day, YYYY-MM-DD, moved by `days` calendar days (date arithmetic on the day itself: no clock change interferes). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday starting the ISO week a Rome day (YYYY-MM-DD) falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  return shiftDay(day, 1 - weekday);
}

/** Midnight in Rome at the start of a Rome day (YYYY-MM-DD), as an instant. A Rome day lasts 23 or 25 hours across a clock change. */
export function romeMidnight(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return romeWallTime(year, month, date);
}

/** Midnight in Rome of the day `now` falls in, as an instant: where daily counters and daily windows start. */
export function startOfRomeDay(now: Date): Date {
  return romeMidnight(romeDay(now));
}

/**
 * The instant Rome's wall clock reads this date and time (month 1-12), for
 * times written without an offset. Rome is UTC+1 or UTC+2: the offset is read
 * at a first guess, then again at the instant it gives, in case the clock
 * changed in between. A time the spring change skips (02:30) is read as an
 * hour later in summer time; one the autumn change repeats, as its second
 * occurrence (winter time).
 */
export function romeWallTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const guess = wall - romeOffsetAt(wall);
  return new Date(wall - romeOffsetAt(guess));
}

const DAY_MS = 86_400_000;

/** How far Rome's wall clock is ahead of UTC at `instant`, in milliseconds. */
function romeOffsetAt(instant: number): number {
  const { year, month, day, hour, minute, second } = fieldsOf(romeNumericParts(), instant);
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)) - wholeSecond;
}
