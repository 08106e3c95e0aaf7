/**
 * Captions and photo credits in feed and page text (docs/product.md#feed-sync):
 * "Foto: …", "Foto di Mario Rossi", "(ANSA)", "© Getty Images", "Nella foto:
 * …". The reader sees the image; its caption read as text would be the
 * article's first words, glued onto its first sentence. Markup names most
 * captions (figcaption, class "caption") and cleaning drops them there; these
 * are the ones that arrive as a paragraph of their own, or as an agency's mark
 * at either end of a paragraph.
 */

const AGENCY =
  "(?:ANSA|Ansa|AGI|Adnkronos|LaPresse|Lapresse|Askanews|Agenzia Dire|Reuters|AFP|AP|Getty Images|Getty|Imagoeconomica|IPA|Ipa|Shutterstock|iStock|Fotogramma|Kontrolab|AGF|Agf)";
// A name as a credit writes it: capitalised words and initials, "/" or "|" between photographer and agency.
// One way only to read each space, so that a long line that is not a credit fails fast.
const NAME_WORD = "(?:\\p{Lu}[\\p{L}.'’-]*|e|di|de|da|del|della|per)";
const NAMES = `${NAME_WORD}(?:(?:\\s*[/|&,]\\s*|\\s+[-–]\\s+|\\s+)${NAME_WORD})*`;
const LABEL = "(?:Foto|FOTO|Photo|PHOTO|Ph\\.|Credits?|CREDITS?|Crediti|Immagine|Immagini|Fonte(?: foto| immagine)?|Nella foto|In foto|In copertina|Didascalia)";

const CREDIT_LINES = [
  // "Foto: …", "Nella foto: il sindaco…", "Credits: …": a label and a colon.
  `${LABEL}\\s*:\\s*.+`,
  // "Foto di Mario Rossi", "Foto Marco Sala", "Ph. Luca Bianchi / Ansa", "Foto di Mario Rossi: le gru del porto".
  `(?:Foto|FOTO|Photo|Ph\\.)(?:\\s+di)?\\s+${NAMES}(?:\\s*:\\s*.+)?`,
  // "© Getty Images", "Copyright 2026 Rassegna", "(c) Foto Rossi".
  "(?:©|\\([cC]\\)|Copyright\\b).*",
  // "(ANSA)", "ANSA/Mario Rossi", "(Foto ANSA)".
  `\\(?(?:Foto\\s+)?${AGENCY}(?:(?:\\s*[/|,]\\s*|\\s+[-–]\\s+)${NAMES})?\\)?\\.?`,
  // A caption ending in its credit: "Le ruspe al lavoro sull'argine (Foto Consorzio di bonifica)".
  `.+\\((?:Foto|Photo|Ph\\.|©|Credits?)\\b[^()]*\\)\\.?`,
].join("|");
const CREDIT_LINE = new RegExp(`^(?:${CREDIT_LINES})$`, "u");
// Captions are a sentence or two; a longer paragraph with these words is the article's.
const MAX_CREDIT_WORDS = 40;

// An agency's mark opening a dispatch, with the dateline after it: "(ANSA) - ROMA, 21 NOV - ".
const LEADING_AGENCY = new RegExp(`^\\(${AGENCY}\\)\\s*[-–—]?\\s*(?:\\p{Lu}[\\p{Lu}' ]*,\\s*\\d{1,2}\\s+\\p{Lu}{3}\\s*[-–—]\\s*)?`, "u");
// ...or closing it: "…ha detto il ministro. (ANSA).", "…il ministro (ANSA)".
const TRAILING_AGENCY = new RegExp(`\\s*\\((?:Foto\\s+)?${AGENCY}\\)\\.?$`, "u");

/** Cheap test before the others: text without these words holds no credit. Case-sensitive, without the u flag, for speed. */
export const CREDIT_HINT =
  /Foto|FOTO|Photo|PHOTO|Ph\.|Credit|CREDIT|Crediti|Immagin|Fonte|Nella foto|In foto|In copertina|Didascalia|©|\([cC]\)|Copyright|ANSA|Ansa|AGI|Adnkronos|LaPresse|Lapresse|Askanews|Dire|Reuters|AFP|AP|Getty|Imagoeconomica|IPA|Ipa|Shutterstock|iStock|Fotogramma|Kontrolab|AGF|Agf/;

/** Whether a whole paragraph is a caption or a photo credit. */
export function isCreditLine(paragraph: string): boolean {
  const text = paragraph.trim();
  return text.split(/\s+/).length <= MAX_CREDIT_WORDS && CREDIT_LINE.test(text);
}

/** A paragraph without the agency mark that opens or closes it ("(ANSA) - ROMA, 21 NOV - …", "… (ANSA)."). */
export function withoutAgencyMarks(paragraph: string): string {
  const trimmed = paragraph.replace(LEADING_AGENCY, "");
  const tail = TRAILING_AGENCY.exec(trimmed);
  if (!tail) return trimmed;
  const before = trimmed.slice(0, tail.index);
  // "…il ministro (ANSA)." keeps the full stop the mark took.
  return tail[0].endsWith(".") && !/[.!?…]["»”’)]*$/u.test(before) ? `${before}.` : before;
}
