// Counts in Italian words (docs/product.md#language-time-and-numbers): "1 articolo", "2 articoli", "12.500 articoli".

// Built on first use: an Intl object made at import holds ICU data in an idle server (the mail and social code use this too).
let rules: Intl.PluralRules | undefined;
let numbers: Intl.NumberFormat | undefined;

/** The word that agrees with a count: the singular only where Italian uses it (1, not 0 or 1,5). */
export function pluralWord(count: number, one: string, many: string): string {
  rules ??= new Intl.PluralRules("it-IT");
  return rules.select(count) === "one" ? one : many;
}

/** A count with its word, the number grouped the Italian way: `plural(3, "articolo", "articoli")` is "3 articoli". */
export function plural(count: number, one: string, many: string): string {
  numbers ??= new Intl.NumberFormat("it-IT");
  return `${numbers.format(count)} ${pluralWord(count, one, many)}`;
}
