/**
 * The demo's dates, made current. demo/'s feeds and pages were written for a
 * few days of November 2026; the demo host serves them with every date moved
 * into the 48 hours before it started (order kept, spacing scaled), each in
 * the format it was written in, so the site shows today's news.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The newest item is a few minutes old when the host starts, as on a live site. */
export const NEWEST_AGE_MS = 4 * MINUTE;
/** The oldest is less than 48 hours old, with an hour to spare for the start-up and the sync. */
export const OLDEST_AGE_MS = 47 * HOUR;

const ROME = "Europe/Rome";
const EN_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const EN_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const IT_DAYS = ["dom", "lun", "mar", "mer", "gio", "ven", "sab"];
const IT_MONTHS = ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"];
const IT_LONG_DAYS = ["domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"];
const IT_LONG_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"];

const ISO = String.raw`(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(:\d\d)?(Z|[+-]\d\d:\d\d)`;
const RFC_822 = String.raw`(?:(${[...EN_DAYS, ...IT_DAYS].join("|")}), )?(\d{1,2}) (${[...EN_MONTHS, ...IT_MONTHS].join("|")}) (\d{4}) (\d\d):(\d\d):(\d\d) (GMT|[+-]\d{4})`;
/** "sabato 21 novembre 2026, ore 07:10": a page's byline, inside a <time> that holds the same instant. */
const LONG_TIME = new RegExp(String.raw`^(?:${IT_LONG_DAYS.join("|")}) \d{1,2} (?:${IT_LONG_MONTHS.join("|")}) \d{4}, ore \d\d:\d\d$`);
/** "Sabato 21 novembre 2026": the day's date in a page's top bar. */
const TODAY = String.raw`(?:${IT_LONG_DAYS.map((d) => d[0]!.toUpperCase() + d.slice(1)).join("|")}) \d{1,2} (?:${IT_LONG_MONTHS.join("|")}) \d{4}`;
const ANY_DATE = new RegExp(String.raw`<time datetime="${ISO}">([^<]*)</time>|${ISO}|${RFC_822}|${TODAY}`, "g");
const FEED_DATE = new RegExp(`${ISO}|${RFC_822}`, "g");

/** Minutes east of UTC of "Z", "GMT", "+01:00" or "+0100". */
function offsetOf(zone: string): number {
  const match = /^([+-])(\d\d):?(\d\d)$/.exec(zone);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

let romeZone: Intl.DateTimeFormat | undefined;
/** Rome's offset at an instant, in minutes: +60 in winter, +120 in summer. */
function romeOffset(ms: number): number {
  romeZone ??= new Intl.DateTimeFormat("en-US", { timeZone: ROME, timeZoneName: "longOffset" });
  const name = romeZone.formatToParts(ms).find((p) => p.type === "timeZoneName")!.value;
  return name === "GMT" ? 0 : offsetOf(name.slice(3));
}

/** A zone written as Rome's (+01:00 or +02:00) follows Rome's clock at the new instant; any other stays as written. */
function zoneFor(written: string, ms: number): number {
  const offset = offsetOf(written);
  return offset === 60 || offset === 120 ? romeOffset(ms) : offset;
}

/** The calendar fields of an instant in a zone `offset` minutes east of UTC. */
function fieldsAt(ms: number, offset: number) {
  const d = new Date(ms + offset * MINUTE);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hh: pad(d.getUTCHours()),
    mm: pad(d.getUTCMinutes()),
    ss: pad(d.getUTCSeconds()),
    pad,
  };
}

function isoZone(offset: number, written: string): string {
  if (written === "Z") return "Z";
  const sign = offset < 0 ? "-" : "+";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** RFC 3339 as written: seconds only when the original had them, "Z" or a numeric offset. */
function writeIso(ms: number, zone: string, withSeconds: boolean): string {
  const offset = zoneFor(zone, ms);
  const f = fieldsAt(ms, offset);
  return `${f.year}-${f.pad(f.month + 1)}-${f.pad(f.day)}T${f.hh}:${f.mm}${withSeconds ? `:${f.ss}` : ""}${isoZone(offset, zone)}`;
}

/** RFC 822 as written: English or Italian names, "GMT" or a numeric offset. */
function writeRfc822(ms: number, zone: string, italian: boolean, withDay: boolean): string {
  const offset = zone === "GMT" ? 0 : zoneFor(zone, ms);
  const f = fieldsAt(ms, offset);
  const days = italian ? IT_DAYS : EN_DAYS;
  const months = italian ? IT_MONTHS : EN_MONTHS;
  const written = zone === "GMT" ? "GMT" : isoZone(offset, zone).replace(":", "");
  return `${withDay ? `${days[f.weekday]}, ` : ""}${f.pad(f.day)} ${months[f.month]} ${f.year} ${f.hh}:${f.mm}:${f.ss} ${written}`;
}

/** "sabato 21 novembre 2026, ore 07:10" in Rome time. */
function writeLongTime(ms: number): string {
  const f = fieldsAt(ms, romeOffset(ms));
  return `${IT_LONG_DAYS[f.weekday]} ${f.day} ${IT_LONG_MONTHS[f.month]} ${f.year}, ore ${f.hh}:${f.mm}`;
}

/** "Domenica 29 novembre 2026": today in Rome. */
function writeToday(ms: number): string {
  const f = fieldsAt(ms, romeOffset(ms));
  const day = IT_LONG_DAYS[f.weekday]!;
  return `${day[0]!.toUpperCase()}${day.slice(1)} ${f.day} ${IT_LONG_MONTHS[f.month]} ${f.year}`;
}

function isoTime(year: string, month: string, day: string, hh: string, mm: string, ss: string | undefined, zone: string): number {
  return Date.UTC(+year, +month - 1, +day, +hh, +mm, ss ? +ss.slice(1) : 0) - offsetOf(zone) * MINUTE;
}

function rfc822Time(day: string, monthName: string, year: string, hh: string, mm: string, ss: string, zone: string): number {
  const month = Math.max(EN_MONTHS.indexOf(monthName), IT_MONTHS.indexOf(monthName));
  return Date.UTC(+year, month, +day, +hh, +mm, +ss) - offsetOf(zone) * MINUTE;
}

/** Every instant written in a feed (RFC 3339 and RFC 822, Italian names too), in milliseconds. */
export function writtenTimes(text: string): number[] {
  return [...text.matchAll(FEED_DATE)].map((m) =>
    m[1] ? isoTime(m[1], m[2]!, m[3]!, m[4]!, m[5]!, m[6], m[7]!) : rfc822Time(m[9]!, m[10]!, m[11]!, m[12]!, m[13]!, m[14]!, m[15]!),
  );
}

/**
 * The instant each written instant becomes: the written range [first, last]
 * scaled onto the 48 hours before `now`, the last NEWEST_AGE_MS before it,
 * to the second (rounded down); never after `now`.
 */
export function timeMap(first: number, last: number, now: Date): (ms: number) => number {
  const end = now.getTime() - NEWEST_AGE_MS;
  const scale = last > first ? (OLDEST_AGE_MS - NEWEST_AGE_MS) / (last - first) : 0;
  return (ms) => Math.min(now.getTime(), Math.floor((end - (last - ms) * scale) / 1000) * 1000);
}

/**
 * Rewrites every date of a demo feed or page through `map`, each in its own
 * format: RFC 3339, RFC 822 (English or Italian names), a <time> and its
 * Italian words, and the top bar's "Sabato 21 novembre 2026" (today).
 */
export function redateText(text: string, map: (ms: number) => number, now: Date): string {
  return text.replace(ANY_DATE, (_whole, ...g: Array<string | undefined>) => {
    if (g[0]) {
      const ms = map(isoTime(g[0], g[1]!, g[2]!, g[3]!, g[4]!, g[5], g[6]!));
      const words = LONG_TIME.test(g[7]!) ? writeLongTime(ms) : g[7];
      return `<time datetime="${writeIso(ms, g[6]!, g[5] !== undefined)}">${words}</time>`;
    }
    if (g[8]) return writeIso(map(isoTime(g[8], g[9]!, g[10]!, g[11]!, g[12]!, g[13], g[14]!)), g[14]!, g[13] !== undefined);
    if (g[16]) {
      const ms = map(rfc822Time(g[16], g[17]!, g[18]!, g[19]!, g[20]!, g[21]!, g[22]!));
      return writeRfc822(ms, g[22]!, IT_MONTHS.includes(g[17]!), g[15] !== undefined);
    }
    return writeToday(now.getTime());
  });
}

/** A rewriter for demo files: the written range is read from the feeds' texts. */
export function demoRedater(feedTexts: readonly string[], now: Date): (text: string) => string {
  const times = feedTexts.flatMap(writtenTimes);
  if (times.length === 0) return (text) => text;
  const map = timeMap(Math.min(...times), Math.max(...times), now);
  return (text) => redateText(text, map, now);
}
