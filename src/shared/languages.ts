/**
 * "Tradotto dall'inglese": the line under a translated article's title (docs/product.md#articles).
 * Italian puts the article before the language's name (dal, dall', dallo), so the phrase is written
 * out per language rather than built from Intl.DisplayNames.
 */
const FROM_LANGUAGE: Record<string, string> = {
  en: "dall'inglese",
  fr: "dal francese",
  es: "dallo spagnolo",
  de: "dal tedesco",
  pt: "dal portoghese",
  nl: "dall'olandese",
  ca: "dal catalano",
  ro: "dal rumeno",
  pl: "dal polacco",
  cs: "dal ceco",
  sk: "dallo slovacco",
  sl: "dallo sloveno",
  hr: "dal croato",
  sr: "dal serbo",
  hu: "dall'ungherese",
  el: "dal greco",
  ru: "dal russo",
  uk: "dall'ucraino",
  tr: "dal turco",
  ar: "dall'arabo",
  he: "dall'ebraico",
  zh: "dal cinese",
  ja: "dal giapponese",
  ko: "dal coreano",
  sv: "dallo svedese",
  da: "dal danese",
  no: "dal norvegese",
  fi: "dal finlandese",
  sq: "dall'albanese",
};

/** "Tradotto dall'inglese"; a language without its phrase still says it was translated, and from what code. */
export function translatedFromLabel(language: string): string {
  const from = FROM_LANGUAGE[language];
  return from ? `Tradotto ${from}` : `Tradotto (lingua originale: ${language})`;
}
