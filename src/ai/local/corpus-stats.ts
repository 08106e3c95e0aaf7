/**
 * Document frequencies for TF-IDF keywords, built with the analyzer's own
 * tokenisation so the terms counted are the terms looked up.
 */
import type { CorpusStats } from "../types.js";
import { isContentTerm } from "../../italian/stop-words.js";
import { tokenize } from "../../italian/tokenize.js";

/** The distinct content terms of a text: lower-case words, stop words, numbers and short tokens left out. */
export function documentTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const token of tokenize(text.normalize("NFC"))) if (isContentTerm(token)) terms.add(token);
  return terms;
}

/** Counts, for each term, how many of the texts contain it. */
export function buildCorpusStats(texts: Iterable<string>): CorpusStats {
  const documentFrequency = new Map<string, number>();
  let documents = 0;
  for (const text of texts) {
    documents++;
    for (const term of documentTerms(text)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  return { documents, documentFrequency };
}

/** Smoothed inverse document frequency, log((1 + N) / (1 + df)) + 1: 1 for a term in every document (or with no corpus). */
export function inverseDocumentFrequency(stats: CorpusStats, term: string): number {
  const frequency = Math.min(stats.documentFrequency.get(term) ?? 0, stats.documents);
  return Math.log((1 + stats.documents) / (1 + frequency)) + 1;
}
