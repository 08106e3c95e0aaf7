import { parseFeedDate } from "../parse/dates.js";

// "29/11/2026", "29.11.2026", "29-11-2026", with an optional time after.
const NUMERIC_DAY_FIRST = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?:\s+(\d{1,2})[:.](\d{2}))?$/;
// Words and marks pages put around a date: "Pubblicato il", "alle", "ore", separators such as "|" and dashes.
const FILLER = /\b(?:pubblicato|aggiornato|il|alle|ore|h\.?)(?=\s|$)|[|·–—]/giu;

/**
 * A date as listing pages show it: an ISO or RFC 822 datetime attribute, or
 * Italian text ("29 novembre 2026", "sabato 29 novembre 2026 alle 10:30",
 * "29/11/2026"); parsed by the feeds' own date reader (src/feeds/parse/dates.ts).
 */
export function parseListingDate(value: string | null | undefined): Date | null {
  const text = value?.trim().replace(/\s+/g, " ");
  if (!text) return null;
  const direct = parseFeedDate(text);
  if (direct) return direct;
  const words = text.replace(FILLER, " ").replace(/\s*,\s*/g, " ").replace(/\s+/g, " ").trim();
  const numeric = NUMERIC_DAY_FIRST.exec(words);
  if (numeric) {
    const [, day, month, year, hour, minute] = numeric;
    const pad = (part: string | undefined) => (part ?? "0").padStart(2, "0");
    return parseFeedDate(`${year}-${pad(month)}-${pad(day)}${hour ? `T${pad(hour)}:${minute}` : ""}`);
  }
  return parseFeedDate(words) ?? parseFeedDate(words.replace(/^\p{L}+\s+(?=\d)/u, ""));
}
