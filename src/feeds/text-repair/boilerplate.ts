/**
 * Publishing boilerplate in feed and page text (docs/decisions.md#text-repair):
 * the lines a CMS or a share plugin adds to every article ("L’articolo …
 * proviene da …", "The post … appeared first on …", "Leggi anche", "Potrebbe
 * interessarti", "Continua a leggere", share and subscribe lines, "©
 * Riproduzione riservata"), and captions and credits (credit-lines.ts). They
 * are removed only where they stand: as a whole paragraph, or at the end of
 * the text; a sentence that merely uses "leggi" or "condividi" is content.
 */
import { CREDIT_HINT, isCreditLine, withoutAgencyMarks } from "./credit-lines.js";

const APOSTROPHE = "['’]";
const SITE = ".{1,120}";
const QUOTED_TITLE = ".{1,300}?";

// A related title or a call to action runs to the end, but not past a next sentence.
const REST = (max: number) => `(?:(?![.!?]\\s+\\p{Lu}).){0,${max}}`;
// What may follow a "read more" link: an arrow, the site ("su Il Post"), the article's title in quotes.
const AFTER_CALL = `(?:\\s*[:→»›…]|\\s*\\.{3})?(?:\\s+(?:su|on|sul sito(?: di)?|l${APOSTROPHE}articolo(?: completo)?|la notizia)\\s${REST(80)}|\\s+[“"«][^”"»]{1,150}[”"»])?(?:\\s*[→»›….])*`;
const NETWORKS = "(?:Facebook|Instagram|X|Twitter|Telegram|WhatsApp|Google News|TikTok|YouTube|LinkedIn|Pinterest|E-?mail)";

/** Feed footers that name the article and the site: unmistakable wherever they start. */
const FOOTERS = [
  // WordPress's footer in Italian, in its current and its older (Yoast) wording, and in English.
  `L${APOSTROPHE}articolo\\s${QUOTED_TITLE}\\s(?:proviene da|sembra essere il primo su)\\s${SITE}`,
  `The post\\s${QUOTED_TITLE}\\sappeared first on\\s${SITE}`,
].join("|");

/** The other boilerplate lines (case-sensitive: they are written capitalised, unlike a sentence that uses "leggi"). */
const LINES = [
  `(?:Leggi anche|LEGGI ANCHE)\\b${REST(200)}`,
  // A related-articles box's heading; the teasers under it are links, which page extraction drops.
  `(?:Ti potrebbe(?:ro)? (?:anche )?interessar(?:ti|e)|Potrebbe(?:ro)? (?:anche )?interessarti|POTREBBE INTERESSARTI|Articoli correlati|ARTICOLI CORRELATI)\\b${REST(200)}`,
  `(?:Leggi (?:tutto|di più|l${APOSTROPHE}articolo(?: completo)?)|LEGGI TUTTO)${AFTER_CALL}`,
  `(?:Continua a leggere|CONTINUA A LEGGERE)${AFTER_CALL}`,
  `(?:Clicca qui per (?:continuare a leggere|leggere l${APOSTROPHE}articolo)|CLICCA QUI PER CONTINUARE A LEGGERE)${AFTER_CALL}`,
  `(?:Read more|Continue reading)${AFTER_CALL}`,
  `(?:Condividi|Share)(?: (?:su|on) ${NETWORKS}|:)(?:[ ,|•·-]+(?:Condividi (?:su )?)?${NETWORKS})*`,
  `(?:Iscriviti|Abbonati) (?:alla|alle|al|ai) (?:nostra |nostre |nostro |nostri )?(?:newsletter|canale|notifiche)\\b${REST(120)}`,
  `(?:Seguici|Segui(?: \\p{Lu}[\\p{L}.]*){1,3}) su ${NETWORKS}\\b${REST(80)}`,
  // The fallback text of an <iframe> or <video>, meant for old browsers, not for readers.
  `(?:Il (?:tuo )?browser non supporta|Your browser does not support)\\b${REST(120)}`,
  "©\\s*(?:RIPRODUZIONE RISERVATA|Riproduzione riservata)",
  "(?:RIPRODUZIONE RISERVATA|Riproduzione riservata)(?:\\s*©)?",
].join("|");
const BOILERPLATE_LINE = new RegExp(`^(?:${FOOTERS}|${LINES})\\s*$`, "u");
const FOOTER_TAIL = new RegExp(`\\s+(?:${FOOTERS})\\s*$`, "u");
// The same lines at the end of a one-line text: after a sentence's end, or after
// a lower-case word or a number (a paragraph break that cleaning turned into a space).
const TAIL = new RegExp(`(?:(?<=[.!?…:;"»”’)\\]])|(?<=[\\p{Ll}\\d]))\\s+(?:${LINES})\\s*$`, "u");
// "[…]", "[...]", "[&hellip;]": an excerpt cut by the CMS; the reader still sees it was cut.
const CUT_MARK = /\s*\[(?:…|\.\.\.|&hellip;)\]\s*$/u;
const MAX_TAIL_PASSES = 4;
// Every line above starts with one of these: text without them is returned at once.
// Case-sensitive and without the u flag, so that V8 scans long texts fast.
const TRIGGER =
  /L['’]articolo|The post|Leggi|LEGGI|Potrebbe|potrebbe interessar|POTREBBE|Articoli correlati|ARTICOLI CORRELATI|Continua a leggere|CONTINUA|Clicca qui|CLICCA|Read more|Continue reading|browser|Condividi|Share|Iscriviti|Abbonati|Segui|Riproduzione|RIPRODUZIONE|\[(?:…|\.\.\.|&hellip;)\]/;

/** Removes boilerplate from feed or page text: whole paragraphs (separated by a blank line) and the tail of each one. */
export function dropBoilerplate(text: string): string {
  if (!TRIGGER.test(text) && !CREDIT_HINT.test(text)) return text;
  const paragraphs = text.split(/\n\s*\n/);
  const kept = paragraphs.map(dropFromParagraph).filter((paragraph) => paragraph.length > 0);
  return paragraphs.length === 1 ? (kept[0] ?? "") : kept.join("\n\n");
}

function dropFromParagraph(paragraph: string): string {
  let text = paragraph.trim();
  if (BOILERPLATE_LINE.test(text) || isCreditLine(text)) return "";
  text = withoutAgencyMarks(text);
  // A tail can be a chain: "… [&hellip;] L’articolo … proviene da …", share links after it.
  for (let pass = 0; pass < MAX_TAIL_PASSES; pass += 1) {
    const before = text;
    const tail = FOOTER_TAIL.exec(text) ?? TAIL.exec(text);
    if (tail) text = text.slice(0, tail.index).trimEnd();
    text = text.replace(CUT_MARK, "…");
    if (text === before) break;
  }
  return text;
}
