/**
 * A post's length as the platforms count it (docs/decisions.md#social-platforms).
 * By default UTF-16 code units, as Telegram counts (an emoji is two, "è" one);
 * with urlLength, X's weighted count (docs.x.com/fundamentals/counting-characters):
 * every URL is urlLength, emoji and characters outside Latin and common
 * punctuation two, the text NFC-normalised.
 */
import { graphemes } from "../shared/graphemes.js";

/** Code point ranges X counts as one character (twitter-text config v3); everything else counts two. */
const LIGHT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];

const URL = /https?:\/\/\S+/giu;
/** A bare domain (corriere.it) X may turn into a link: counted as at least a link, so we never undercount. */
const BARE_DOMAIN = /[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?:\/\S*)?/gu;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** The length of `text` against a platform's limit. */
export function postLength(text: string, urlLength?: number): number {
  const normalised = text.normalize("NFC");
  if (urlLength === undefined) return normalised.length;
  let length = 0;
  const rest = normalised
    .replace(URL, () => {
      length += urlLength;
      return "";
    })
    .replace(BARE_DOMAIN, (domain) => {
      length += Math.max(urlLength, weighted(domain));
      return "";
    });
  return length + weighted(rest);
}

function weighted(text: string): number {
  let length = 0;
  for (const segment of graphemes(text)) {
    if (EMOJI.test(segment)) {
      length += 2;
      continue;
    }
    for (const char of segment) length += isLight(char.codePointAt(0)!) ? 1 : 2;
  }
  return length;
}

function isLight(codePoint: number): boolean {
  return LIGHT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}
