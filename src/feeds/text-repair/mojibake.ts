/**
 * Mojibake repair (docs/decisions.md#text-repair): UTF-8 text that someone
 * read as windows-1252 and encoded again, so "è" shows as "Ã¨" and "’" as
 * "â€™". Each such sequence is turned back into its bytes and decoded as UTF-8,
 * and kept only when it decodes to the kind of character that mojibake hides
 * (Latin letters, typographic punctuation, emoji), so correct text such as
 * "São Paulo" or "château" is never touched.
 */
import { WINDOWS_1252_C1 } from "../charset.js";

// A byte 0x80-0xBF as windows-1252 shows it: the C1 range (and its five undefined
// bytes kept as control characters), then Latin-1's 0xA0-0xBF.
const CONTINUATION = `\\u0080-\\u00BF${WINDOWS_1252_C1}`;
/**
 * The marks of double encoding: a UTF-8 lead byte read as windows-1252 followed
 * by a continuation byte, or "Ã"/"Â" left before a space where the no-break
 * space that followed them was collapsed.
 */
// Without the u flag V8 scans this much faster; it only has to let every real marker through.
const ANY_MARKER = new RegExp(`[\\u00C2-\\u00F4][${CONTINUATION}]|Ã(?=\\s|$)|\\SÂ(?= )`);
const COLLAPSED_MARKERS = /\p{Ll}Ã(?=\s|$)|\SÂ(?= )/gu;
const SEQUENCE = new RegExp(`[\\u00C2-\\u00F4][${CONTINUATION}]{1,3}`, "gu");
// "à" is C3 A0, and A0 is a no-break space: once spaces are collapsed, "città " reads
// "cittÃ ", and "città." reads "cittÃ ." (that space was the no-break one).
const COLLAPSED_A_GRAVE_BEFORE_PUNCTUATION = /(?<=\p{Ll})Ã (?=[.,;:!?)"'»”’]|$)/gu;
const COLLAPSED_A_GRAVE = /(?<=\p{Ll})Ã(?=\s|$)/gu;
// "Â" before a no-break space (C2 A0) that was collapsed into an ordinary one.
const COLLAPSED_NBSP = /(?<=\S)Â(?= )/g;
// "”" is E2 80 9D, and 0x9D is one of the five bytes windows-1252 leaves undefined: many tools drop it.
const LOST_CLOSING_QUOTE = new RegExp(`â€(?![${CONTINUATION}])`, "gu");
const REPLACEMENT = "\uFFFD";

const BYTE_OF = new Map<string, number>();
for (let code = 0x80; code <= 0xff; code += 1) BYTE_OF.set(String.fromCharCode(code), code);
for (const [index, char] of [...WINDOWS_1252_C1].entries()) BYTE_OF.set(char, 0x80 + index);
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Whether text still shows double-encoded UTF-8 ("Ã¨", "â€™", "ï¿½", a collapsed "Ã "). */
export function hasMojibake(text: string): boolean {
  return ANY_MARKER.test(text) && markerCount(text) > 0;
}

/** Repairs double-encoded UTF-8 in one field; text without its markers comes back unchanged. */
export function repairMojibake(text: string): string {
  if (!hasMojibake(text)) return text;
  const repaired = text
    .replace(SEQUENCE, repairSequence)
    .replace(LOST_CLOSING_QUOTE, "”")
    .replace(COLLAPSED_A_GRAVE_BEFORE_PUNCTUATION, "à")
    .replace(COLLAPSED_A_GRAVE, "à")
    .replace(COLLAPSED_NBSP, "");
  // Only a repair that leaves fewer markers than it found is kept.
  return markerCount(repaired) < markerCount(text) ? repaired : text;
}

/**
 * Markers that really are mojibake: a sequence that decodes to a plausible
 * character, a collapsed "Ã "/"Â ", a "â€" that lost its last byte. A correct
 * "à" before "”" has the shape of a marker but decodes to nothing plausible.
 */
function markerCount(text: string): number {
  let count = (text.match(COLLAPSED_MARKERS)?.length ?? 0) + (text.match(LOST_CLOSING_QUOTE)?.length ?? 0);
  for (const [run] of text.matchAll(SEQUENCE)) if (repairSequence(run) !== run) count += 1;
  return count;
}

// A feed repeats the same few sequences ("Ã¨", "â€™"): each is decoded once. Bounded, since text is untrusted.
const REPAIRED = new Map<string, string>();
const REPAIRED_LIMIT = 4096;

/** One run of lead + continuation characters: decoded when its bytes are one valid UTF-8 character of a plausible kind. */
function repairSequence(run: string): string {
  const cached = REPAIRED.get(run);
  if (cached !== undefined) return cached;
  const repaired = decodeSequence(run);
  if (REPAIRED.size < REPAIRED_LIMIT) REPAIRED.set(run, repaired);
  return repaired;
}

function decodeSequence(run: string): string {
  const bytes = [...run].map((char) => BYTE_OF.get(char)!);
  const length = sequenceLength(bytes[0]!);
  if (length === 0 || bytes.length < length) return run;
  let decoded: string;
  try {
    decoded = strictUtf8.decode(Uint8Array.from(bytes.slice(0, length)));
  } catch {
    return run;
  }
  if (!isPlausible(decoded.codePointAt(0)!)) return run;
  // Continuation characters past this sequence are the text's own (e.g. "Ã¨»").
  return decoded + [...run].slice(length).join("");
}

function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/**
 * What double encoding hides in European text: Latin-1 and Latin Extended-A
 * letters and signs, the Greek and Cyrillic alphabets, typographic punctuation
 * and signs (– — ‘ ’ “ ” … € ™), the replacement character and emoji. Anything
 * else (Latin Extended-B, combining marks, CJK, control characters) means the
 * "mojibake" was correct text: "È’" or "Ò…" are an accent before punctuation.
 */
function isPlausible(code: number): boolean {
  return (
    (code >= 0xa0 && code <= 0x17f) ||
    (code >= 0x391 && code <= 0x3c9) ||
    (code >= 0x410 && code <= 0x44f) ||
    (code >= 0x2000 && code <= 0x215f) ||
    code === REPLACEMENT.codePointAt(0) ||
    (code >= 0x1f000 && code <= 0x1faff)
  );
}
