/**
 * Extractive summary: each sentence is scored by how much its content words
 * are shared with the rest of the article and the title (centroid
 * similarity, weighted by IDF), plus a prior for lead sentences, which news
 * writing front-loads. The best two or three are kept in their original order.
 */
import { AI_ANSWER_LIMITS, countSentences } from "../../shared/ai.js";
import { cutAtWord } from "../../shared/cut-at-word.js";
import { isBoilerplate, isUsableSentence } from "./boilerplate.js";
import { isContentTerm } from "../../italian/stop-words.js";
import { fitSummary } from "./summary-text.js";

/** A sentence as written, with its tokens and their light stems. */
export interface SummarySentence {
  text: string;
  tokens: readonly string[];
  stems: readonly string[];
}

/** The article's sentences and title, the corpus IDF, and what to fall back on. */
export interface SummaryInput {
  sentences: readonly SummarySentence[];
  title: { tokens: readonly string[]; stems: readonly string[] };
  /** IDF of a lower-case term. */
  idf: (term: string) => number;
  /** What to say when the text has no usable sentence (the title). */
  fallback: string;
}

interface Term {
  count: number;
  idf: number;
  seenIn: number;
}

const TARGET_SENTENCES = 3;
const CANDIDATES = 8;
const TITLE_WEIGHT = 3;
const LEAD_PRIOR = 0.3;
const LONG_SENTENCE = 350;

/** The two or three most central sentences, in text order, within the schema's limits; the fallback when none is usable. */
export function summarize(input: SummaryInput): string {
  let usable = input.sentences
    .map((sentence, index) => ({ sentence, index }))
    .filter(({ sentence }) => isUsableSentence(sentence.text));
  if (usable.length === 0) return fitSummary(input.fallback);
  // Whole sentences only: the end of an excerpt the feed cut ("…al limite...", "…il Centro Sportivo per")
  // is left out while the text has another sentence to offer.
  const last = input.sentences.length - 1;
  if (usable.length > 1 && usable.at(-1)!.index === last && isCutShort(input.sentences[last]!.text)) usable = usable.slice(0, -1);

  const scored = scoreSentences(usable, input);
  const ranked = usable
    .map((entry, rank) => ({ ...entry, score: scored[rank]!, text: entry.sentence.text }))
    .sort((a, b) => b.score - a.score || a.index - b.index);

  const chosen: typeof ranked = [];
  // A text that repeats itself (a lead printed again as the body's first paragraph, a feed that sends its
  // description twice) would otherwise give the same sentence twice: the reader reads each once.
  const seen = new Set<string>();
  let length = 0;
  let counted = 0;
  let considered = 0;
  for (const candidate of ranked) {
    if (chosen.length === TARGET_SENTENCES || considered === CANDIDATES) break;
    // Furniture is rare and the test costs more than the rest: only candidates are checked.
    if (isBoilerplate(candidate.text)) continue;
    const reading = candidate.text.toLowerCase().replace(/\s+/g, " ").trim();
    if (seen.has(reading)) continue;
    considered++;
    candidate.text = withFinalStop(candidate.text);
    const added = candidate.text.length + (chosen.length > 0 ? 1 : 0);
    // A reader counts "dott. Rossi" as two sentences, so the count is checked as the schema checks it.
    const sentences = countSentences(candidate.text);
    if (length + added > AI_ANSWER_LIMITS.summaryMaxChars || counted + sentences > AI_ANSWER_LIMITS.summaryMaxSentences) continue;
    chosen.push(candidate);
    seen.add(reading);
    length += added;
    counted += sentences;
  }
  if (chosen.length === 0) {
    const first = ranked.find((candidate) => !isBoilerplate(candidate.text));
    return fitSummary(first ? cutAtWord(first.text, AI_ANSWER_LIMITS.summaryMaxChars) : input.fallback);
  }
  chosen.sort((a, b) => a.index - b.index);
  return fitSummary(chosen.map((entry) => entry.text).join(" "));
}

function scoreSentences(usable: ReadonlyArray<{ sentence: SummarySentence; index: number }>, input: SummaryInput): number[] {
  // Per stem: occurrences in the article (title ones weighted up), the IDF of its first written form,
  // and the last sentence that used it, so each sentence sees its distinct stems without a map of its own.
  const terms = new Map<string, Term>();
  const perSentence: Term[][] = [];
  const count = (tokens: readonly string[], stems: readonly string[], weight: number, into: Term[]) => {
    for (let position = 0; position < tokens.length; position++) {
      const token = tokens[position]!;
      if (!isContentTerm(token)) continue;
      let term = terms.get(stems[position]!);
      if (term) term.count += weight;
      else terms.set(stems[position]!, (term = { count: weight, idf: input.idf(token), seenIn: -1 }));
      into.push(term);
    }
  };
  for (const { sentence } of usable) {
    const occurrences: Term[] = [];
    count(sentence.tokens, sentence.stems, 1, occurrences);
    perSentence.push(occurrences);
  }
  count(input.title.tokens, input.title.stems, TITLE_WEIGHT, []);

  const raw = perSentence.map((occurrences, rank) => {
    // What the rest of the article (and the title) shares with this sentence, not the sentence with itself:
    // the sum over distinct stems of idf x total, less idf for each of the sentence's own occurrences.
    let overlap = 0;
    let norm = 0;
    for (const term of occurrences) {
      overlap -= term.idf;
      if (term.seenIn === rank) continue;
      term.seenIn = rank;
      overlap += term.idf * term.count;
      norm += term.idf * term.idf;
    }
    return norm > 0 ? overlap / Math.sqrt(norm) : 0;
  });
  const best = raw.reduce((max, score) => Math.max(max, score), 1e-9);
  return raw.map((score, rank) => {
    const { sentence, index } = usable[rank]!;
    const lengthPenalty = sentence.text.length > LONG_SENTENCE ? 0.8 : 1;
    return (score / best) * lengthPenalty + LEAD_PRIOR * Math.exp(-index / 2);
  });
}

// The last sentence of a text stops short when it ends in an ellipsis or without a stop: an excerpt's cut.
function isCutShort(text: string): boolean {
  let end = text.length;
  while (end > 0 && CLOSERS.has(text[end - 1]!)) end--;
  return end === 0 || !STOPS.has(text[end - 1]!) || text[end - 1] === "…" || text.slice(0, end).endsWith("..");
}

// A sentence cut from a run of text may lack its full stop; the summary reads better with one.
function withFinalStop(text: string): string {
  let end = text.length;
  while (end > 0 && CLOSERS.has(text[end - 1]!)) end--;
  if (end > 0 && STOPS.has(text[end - 1]!)) return text;
  return `${text.replace(/[\s,;:\-–—]+$/u, "")}.`;
}

const CLOSERS = new Set(['"', "»", "”", "’", ")", "]"]);
const STOPS = new Set([".", "!", "?", "…"]);
