// One module each: the packages' indexes load every function and every locale (~10 MB of server memory).
import { formatDistanceToNow } from "date-fns/formatDistanceToNow";
import { it } from "date-fns/locale/it";
import { TIME_ZONE } from "./constants.js";

/**
 * Rome's calendar, owned here for server and browser alike (docs/decisions/007-floors.md: one owner
 * per concept): dates read and written in Italian, the Rome day and time of day,
 * and the instants where Rome's days and wall-clock times begin, in Europe/Rome
 * whatever the server's or browser's zone.
 *
 * Rome's clock is computed, not asked of Intl: since 1996 it follows the EU
 * rule (summer time from 01:00 UTC on the last Sunday of March to 01:00 UTC on
 * the last Sunday of October), which tzdata also projects forward. Building the
 * first Intl formatter with a time zone reads ~8 MB of ICU data and costs
 * 20-35 ms in a desktop browser, four times that on Lighthouse's phone, while
 * the home hydrates (docs/performance.md, "Lighthouse"). Earlier instants,
 * when Italy's rules differed, are still read through Intl.
 */
const MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"];
const HOUR_MS = 3_600_000;
const FIRST_EU_RULE_YEAR = 1996;

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

/** Rome's wall clock at an instant, as numbers (month 1-12). */
interface Fields { year: number; month: number; day: number; hour: number; minute: number; second: number }

/** The instant, at 01:00 UTC, of the last Sunday of a month (0-11) of a year: when the EU's clocks change. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

function fieldsOf(date: Date | string | number): Fields {
  const instant = new Date(date).getTime();
  if (Number.isNaN(instant)) throw new RangeError("Invalid time value");
  const year = new Date(instant).getUTCFullYear();
  if (year < FIRST_EU_RULE_YEAR) return intlFieldsOf(instant);
  const summer = instant >= lastSundayAt1Utc(year, 2) && instant < lastSundayAt1Utc(year, 9);
  const wall = new Date(instant + (summer ? 2 : 1) * HOUR_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

function intlFieldsOf(instant: number): Fields {
  const fields: Fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of romeNumericParts().formatToParts(new Date(instant))) {
    if (part.type in fields) fields[part.type as keyof Fields] = Number(part.value);
  }
  return fields;
}

const two = (value: number): string => String(value).padStart(2, "0");

/** "3 ore fa". */
export function relativeTime(date: Date | string): string {
  return formatDistanceToNow(new Date(date), { addSuffix: true, locale: it });
}

/** "21 novembre 2026" (article pages). */
export function longDate(date: Date | string): string {
  const { day, month, year } = fieldsOf(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "21 novembre 2026 alle 14:05" (tooltips, detail views). */
export function longDateTime(date: Date | string): string {
  const { day, month, year, hour, minute } = fieldsOf(date);
  return `${day} ${MONTHS[month - 1]} ${year} alle ${two(hour)}:${two(minute)}`;
}

/** "21/11/26 14:05" (dashboard tables). */
export function shortDateTime(date: Date | string): string {
  const { day, month, year, hour, minute } = fieldsOf(date);
  return `${two(day)}/${two(month)}/${two(year % 100)} ${two(hour)}:${two(minute)}`;
}

/**
 * "21/11/26 14:05:09" (Diagnostica): readings come a minute apart and
 * "Aggiorna Ora" may add one within the same minute; log lines come many a minute.
 */
export function secondsDateTime(date: Date | string): string {
  const { day, month, year, hour, minute, second } = fieldsOf(date);
  return `${two(day)}/${two(month)}/${two(year % 100)} ${two(hour)}:${two(minute)}:${two(second)}`;
}

/** "21/11/2026 14:05:09" (exported files, where a spreadsheet reads the date). */
export function exportDateTime(date: Date | string): string {
  const { day, month, year, hour, minute, second } = fieldsOf(date);
  return `${two(day)}/${two(month)}/${year} ${two(hour)}:${two(minute)}:${two(second)}`;
}

/** Today's calendar date in Rome as YYYY-MM-DD: the day that daily counters belong to. */
export function romeDay(date: Date = new Date()): string {
  const { day, month, year } = fieldsOf(date);
  return `${year}-${two(month)}-${two(day)}`;
}

/** The wall-clock time in Rome as "HH:MM" (24-hour): what a daily job's time of day is compared with. */
export function romeTimeOfDay(date: Date = new Date()): string {
  const { hour, minute } = fieldsOf(date);
  return `${two(hour)}:${two(minute)}`;
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
  const { year, month, day, hour, minute, second } = fieldsOf(instant);
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return Date.UTC(year, month - 1, day, hour, minute, second) - wholeSecond;
}
