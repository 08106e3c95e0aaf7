/**
 * Italian newsrooms' other names for the same institution or thing
 * (docs/decisions.md#story-grouping): one report says "la Bce", the next
 * "Francoforte" or "l'Eurotower"; one "il carcere", the next "la casa
 * circondariale". Grouping adds the plain name beside the other one, so two
 * reports of one event share the term whichever name each newsroom chose.
 * Written from general Italian usage (the seats of institutions, the usual
 * paraphrases), not from any one publisher; a name that also has a plain
 * meaning ("il Colle", "l'Arma") is left out.
 */
const METONYMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:francoforte|eurotower)\b/iu, "Bce"],
  [/\bcosto del denaro\b/iu, "tassi"],
  [/\bpalazzo chigi\b/iu, "governo"],
  [/\bviminale\b/iu, "ministero dell'Interno"],
  [/\bfarnesina\b/iu, "ministero degli Esteri"],
  [/\bvia arenula\b/iu, "ministero della Giustizia"],
  [/\bvia xx settembre\b/iu, "ministero dell'Economia"],
  [/\bquirinale\b/iu, "presidente della Repubblica"],
  [/\bmontecitorio\b/iu, "Camera"],
  [/\bpalazzo madama\b/iu, "Senato"],
  [/\bpiazza affari\b/iu, "Borsa"],
  [/\bcampidoglio\b/iu, "Comune"],
  [/\bpalazzo marino\b/iu, "Comune"],
  [/\bpirellone\b/iu, "Regione"],
  [/\b(?:casa circondariale|penitenziario|istituto penitenziario)\b/iu, "carcere"],
  [/\b(?:fiamme gialle|gdf)\b/iu, "Guardia di finanza"],
  [/\bpompieri\b/iu, "vigili del fuoco"],
  [/\b(?:ss|s\.s\.)\s?(\d+)\b/iu, "statale"],
  [/\b(?:sp|s\.p\.)\s?(\d+)\b/iu, "provinciale"],
];

/** The text with the plain name of each other name it uses added at its end (nothing added when it uses none). */
export function withPlainNames(text: string): string {
  const plain = METONYMS.filter(([pattern]) => pattern.test(text)).map(([, name]) => name);
  return plain.length > 0 ? `${text}\n${plain.join(". ")}` : text;
}
