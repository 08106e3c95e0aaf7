/**
 * Compiles a word list into lookup maps once, at module load, so scoring an
 * article is one map lookup per token (plus a few for phrases), never a
 * regular expression per lexicon term.
 */
import { lightStem } from "../../italian/stem.js";
import { isWord, tokenize } from "../../italian/tokenize.js";

/** A compiled lexicon: what each exact form, stem and phrase carries. */
export interface LexiconIndex<V> {
  /** Surface forms that match only as written (terms given as "=form"). */
  exact: Map<string, V[]>;
  /** Light stems of single-word terms. */
  stems: Map<string, V[]>;
  /** Multi-word terms: their words' stems joined by a space. */
  phrases: Map<string, V[]>;
  /** Every proper prefix of a phrase key, so most tokens stop after one lookup. */
  phrasePrefixes: Set<string>;
  longestPhrase: number;
}

/** Word lists by weight: each string holds comma-separated terms sharing that weight. */
export type WeightedTerms = ReadonlyArray<readonly [weight: number, terms: string]>;

/** Each term of weighted lists with its weight, in order. */
export function* expandWeightedTerms(lists: WeightedTerms): Generator<readonly [string, number]> {
  for (const [weight, terms] of lists) {
    for (const term of terms.split(",")) {
      const trimmed = term.trim();
      if (trimmed) yield [trimmed, weight];
    }
  }
}

/** A match found in a token list: what the term carries, where it starts, how many words it spans. */
export type LexiconVisitor<V> = (values: readonly V[], position: number, length: number) => void;

/** Builds the index; a term "=form" matches only that exact word, other terms by light stem. */
export function compileLexicon<V>(entries: Iterable<readonly [term: string, value: V]>): LexiconIndex<V> {
  const index: LexiconIndex<V> = {
    exact: new Map(),
    stems: new Map(),
    phrases: new Map(),
    phrasePrefixes: new Set(),
    longestPhrase: 1,
  };
  for (const [term, value] of entries) {
    const exactOnly = term.startsWith("=");
    const words = tokenize((exactOnly ? term.slice(1) : term).normalize("NFC")).filter(isWord);
    if (words.length === 0) continue;
    if (words.length === 1) {
      const word = words[0]!;
      push(exactOnly ? index.exact : index.stems, exactOnly ? word : lightStem(word), value);
      continue;
    }
    const stems = words.map(lightStem);
    push(index.phrases, stems.join(" "), value);
    for (let length = 1; length < stems.length; length++) index.phrasePrefixes.add(stems.slice(0, length).join(" "));
    index.longestPhrase = Math.max(index.longestPhrase, stems.length);
  }
  return index;
}

/** Stems for a token list, position by position (break markers stay as they are). */
export function stemTokens(tokens: readonly string[]): string[] {
  return tokens.map((token) => (isWord(token) ? lightStem(token) : token));
}

/**
 * Calls visit for every single-word and phrase match. Single words for which
 * skipWord answers true (stop words) are not looked up; phrases may contain them.
 */
export function forEachMatch<V>(
  index: LexiconIndex<V>,
  tokens: readonly string[],
  stems: readonly string[],
  skipWord: (token: string) => boolean,
  visit: LexiconVisitor<V>,
): void {
  for (let position = 0; position < tokens.length; position++) {
    const token = tokens[position]!;
    if (!isWord(token)) continue;
    const stem = stems[position]!;
    if (!skipWord(token)) {
      const values = index.exact.get(token) ?? index.stems.get(stem);
      if (values) visit(values, position, 1);
    }
    if (!index.phrasePrefixes.has(stem)) continue;
    let key = stem;
    for (let length = 2; length <= index.longestPhrase && position + length <= tokens.length; length++) {
      const next = position + length - 1;
      if (!isWord(tokens[next]!)) break;
      key += ` ${stems[next]!}`;
      const values = index.phrases.get(key);
      if (values) visit(values, position, length);
      if (!index.phrasePrefixes.has(key)) break;
    }
  }
}

function push<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
