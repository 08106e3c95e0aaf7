/**
 * Feed dates as publishers really write them: RFC 822 (RSS), also with Italian
 * day and month names ("mer, 16 nov 2022 00:38:15 +0100"), and ISO 8601
 * (Atom, JSON Feed). Libraries and Date.parse read only the English forms.
 */

const MONTHS: Record<string, number> = {};
for (const [index, names] of [
  ["jan", "january", "gen", "gennaio"],
  ["feb", "february", "febbraio"],
  ["mar", "march", "marzo"],
  ["apr", "april", "aprile"],
  ["may", "mag", "maggio"],
  ["jun", "june", "giu", "giugno"],
  ["jul", "july", "lug", "luglio"],
  ["aug", "august", "ago", "agosto"],
  ["sep", "sept", "september", "set", "sett", "settembre"],
  ["oct", "october", "ott", "ottobre"],
  ["nov", "november", "novembre"],
  ["dec", "december", "dic", "dicembre"],
].entries()) {
  for (const name of names) MONTHS[name] = index;
}

// Minutes east of UTC. CET/CEST because Italian feeds write them.
const ZONES: Record<string, number> = {
  z: 0, ut: 0, utc: 0, gmt: 0,
  est: -300, edt: -240, cst: -360, cdt: -300, mst: -420, mdt: -360, pst: -480, pdt: -420,
  cet: 60, cest: 120, met: 60, mest: 120, bst: 60, wet: 0, west: 60, eet: 120, eest: 180,
};

// [weekday[,]] day month year [hh:mm[:ss[.fff]]] [zone]; the weekday is ignored
// (publishers get it wrong), the day may be Italian ("mer", "mercoledì").
const RFC_822 =
  /^(?:[\p{L}.]+,?\s+)?(\d{1,2})\s+([\p{L}.]+),?\s+(\d{2}|\d{4}),?(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:[.,]\d+)?)?(?:\s*(?:gmt|utc)?([+-]\d{2}:?\d{2}|[a-z]{1,5}))?$/iu;

const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2}))?(?:[.,]\d+)?)?\s*(z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Parses a date as feeds write them: RFC 822 (also with Italian day/month names), ISO 8601; null when absent or unreadable. */
export function parseFeedDate(value: string | null | undefined): Date | null {
  const text = value?.trim().replace(/\s+/g, " ");
  if (!text) return null;
  return parseIso(text) ?? parseRfc822(text);
}

function parseIso(text: string): Date | null {
  const match = ISO_8601.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, zone] = match;
  // Without a zone the time is read as UTC: deterministic whatever the server's own zone.
  const offset = zone ? zoneOffset(zone) : 0;
  if (offset === null) return null;
  return build(Number(year), Number(month) - 1, Number(day), Number(hour ?? 0), Number(minute ?? 0), Number(second ?? 0), offset);
}

function parseRfc822(text: string): Date | null {
  const match = RFC_822.exec(text);
  if (!match) return null;
  const [, day, monthName, yearText, hour, minute, second, zone] = match;
  const month = MONTHS[monthName!.toLowerCase().replace(/\.$/, "")];
  if (month === undefined) return null;
  const offset = zone ? zoneOffset(zone) : 0;
  if (offset === null) return null;
  return build(fullYear(yearText!), month, Number(day), Number(hour ?? 0), Number(minute ?? 0), Number(second ?? 0), offset);
}

/** RFC 2822 §4.3: two-digit years 00-49 are 2000-2049, 50-99 are 1950-1999. */
function fullYear(text: string): number {
  const year = Number(text);
  if (text.length === 4) return year;
  return year < 50 ? 2000 + year : 1900 + year;
}

function zoneOffset(zone: string): number | null {
  const numeric = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (numeric) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3] ?? 0);
    return numeric[1] === "-" ? -minutes : minutes;
  }
  return ZONES[zone.toLowerCase()] ?? null;
}

function build(year: number, month: number, day: number, hour: number, minute: number, second: number, offset: number): Date | null {
  if (month < 0 || month > 11 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return null;
  const local = Date.UTC(year, month, day, hour, minute, Math.min(second, 59));
  // Date.UTC rolls 31 April over to 1 May: a day the month does not have is unreadable.
  if (new Date(local).getUTCDate() !== day) return null;
  return new Date(local - offset * 60_000);
}
