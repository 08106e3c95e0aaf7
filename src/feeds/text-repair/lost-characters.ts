/**
 * Characters an encoder could not represent and replaced, with "?" or with
 * U+FFFD (docs/decisions.md#text-repair). Italian loses mostly apostrophes
 * ("l’Italia", "un’esplosione"): where an elided word stands before a vowel,
 * the apostrophe is certain and is put back. A replacement character that
 * stands alone is dropped; one inside a word is left, since the letter it
 * replaced cannot be known.
 */

// Words that Italian elides before a vowel: l’, d’, un’, dell’, quest’, po’...
const ELIDED =
  "(?:[lLdDcCsSmMtTvVnN]|[uU]n|[aA]ll|[dD]ell|[nN]ell|[sS]ull|[dD]all|[cC]oll|[qQ]uest|[qQ]uell|[tT]utt|[bB]ell|[sS]ant|[nN]essun|[aA]lcun|[cC]iascun|[qQ]ualcun|[cC]om)";
// Before the word: the start or a space or opening punctuation, never a URL's "/", "." or "=".
// The mark is matched first and the word looked at behind it: scanning for "?" is what keeps this cheap.
const LOST_APOSTROPHE = new RegExp(`[?\\uFFFD](?<=(?:^|[\\s"«“(\\[–—-])${ELIDED}.)(?=[aeiouhàèéìòùAEIOUHÀÈÉÌÒÙ])`, "g");
const LONE_REPLACEMENT = /(^|\s)\uFFFD+(?=\s|$)/g;

/** Puts back apostrophes lost as "?" or U+FFFD after an elided Italian word, and drops replacement characters standing alone. */
export function restoreLostCharacters(text: string): string {
  if (!text.includes("?") && !text.includes("\uFFFD")) return text;
  const restored = text.replace(LOST_APOSTROPHE, "’");
  if (!restored.includes("\uFFFD")) return restored;
  return restored.replace(LONE_REPLACEMENT, "$1").replace(/ {2,}/g, " ").trim();
}
