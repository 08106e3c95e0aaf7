/**
 * Sentences that are page furniture, not news: "Leggi anche", copyright
 * lines, cookie and newsletter prompts, feed footers ("L'articolo ... proviene da").
 */

// Plain substrings of the lower-cased sentence: one includes() each, no regular expression per sentence.
const MARKERS = [
  "leggi anche", "leggi l'articolo", "leggi l’articolo", "leggi tutto", "continua a leggere", "riproduzione riservata",
  "diritti riservati", "©", "copyright", "cookie", "newsletter", "iscriviti", "abbonati", "abbonamento", "clicca qui",
  "seguici su", "condividi su", "scarica l'app", "scarica l’app", "pubblicità", "contenuto sponsorizzato",
  "ultimo aggiornamento", "appeared first", "read more", "ti potrebbe interessare", "potrebbe interessarti",
  "articoli correlati", "per approfondire", "canale whatsapp", "su whatsapp", "privacy policy", "informativa sulla privacy",
];
// Patterns needing more than a substring, tried only when their cheap hint is present.
const PATTERNS: ReadonlyArray<readonly [hint: string, pattern: RegExp]> = [
  ["proviene da", /l['’]articolo .{1,200} proviene da/u],
  ["segui", /segui(?:ci)? .{0,40}su (?:facebook|instagram|telegram|x|twitter)\b/u],
  [":", /^(?:foto|fonte|credits?|video)\s*:/u],
];
const MIN_WORDS = 6;
const MIN_CHARS = 30;

/** Whether a sentence is page furniture to leave out of a summary. */
export function isBoilerplate(sentence: string): boolean {
  const lower = sentence.toLowerCase();
  if (MARKERS.some((marker) => lower.includes(marker))) return true;
  return PATTERNS.some(([hint, pattern]) => lower.includes(hint) && pattern.test(lower));
}

/** Whether a sentence is long enough and wordy enough for a summary (furniture is checked apart: isBoilerplate). */
export function isUsableSentence(sentence: string): boolean {
  if (sentence.length < MIN_CHARS) return false;
  let words = 1;
  let letters = 0;
  for (let index = 0; index < sentence.length; index++) {
    const code = sentence.charCodeAt(index);
    if (code === 32) words++;
    else if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 192 && code < 0x2000)) letters++;
  }
  return words >= MIN_WORDS && letters >= sentence.length * 0.5;
}
