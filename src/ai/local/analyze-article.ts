/**
 * The built-in offline analyzer ("locale"): summary, category, sentiment,
 * keywords, tags and confidence for an Italian article, deterministic and
 * with no network, always inside aiAnswerSchema.
 */
import { AI_ANSWER_LIMITS, type AiAnswer } from "../../shared/ai.js";
import { cutAtWord } from "../../shared/cut-at-word.js";
import type { LearnedExamples } from "../learning/training-examples.js";
import type { ArticleText, CorpusStats } from "../types.js";
import { learnedCounts } from "./category-model/learned-counts.js";
import { classifyCategory } from "./classify-category.js";
import { classifySentiment } from "./classify-sentiment.js";
import { inverseDocumentFrequency } from "./corpus-stats.js";
import { learnedSentimentModel } from "./learned-sentiment.js";
import { keywordsWithNames } from "./keyword-names.js";
import { extractKeywords } from "./keywords.js";
import { stemTokens } from "./lexicon-index.js";
import { findNames } from "../../italian/names.js";
import { sentenceSpans } from "../../italian/sentences.js";
import { isContentTerm } from "../../italian/stop-words.js";
import { summarize, type SummarySentence } from "./summarize.js";
import { tokenize, tokenizeWithOffsets } from "../../italian/tokenize.js";

// Past this, an "article" is a dump; its head holds the news, and the analysis stays fast.
const MAX_TEXT_CHARS = 60_000;
const EMPTY_SUMMARY = "Articolo senza testo.";
// Last-resort padding, so even an empty article has the minimum number of keywords and tags.
const GENERIC_TERMS = ["notizie", "attualità", "italia"];

interface Parts {
  tokens: string[];
  stems: string[];
}

/** Analyses one article offline, with what the analyzer learned if given; the answer always passes aiAnswerSchema. */
export function analyzeArticleLocally(article: ArticleText, stats: CorpusStats, learned?: LearnedExamples): AiAnswer {
  const title = clean(article.title);
  const source = clean(article.source_name);
  // Cut at the last word that fits, wherever it falls, and unmarked: no reader sees this text.
  const text = cutAtWord(clean(article.text), MAX_TEXT_CHARS, { ellipsis: "", minShareAtWord: 0 });
  const { body, sentences } = bodyParts(text);
  const titleParts = parts(title);
  const sourceParts = parts(source);
  const idf = (term: string) => inverseDocumentFrequency(stats, term);

  const { category, confidence } = classifyCategory({
    title: titleParts,
    source: sourceParts,
    body,
    signals: article.signals,
    learned: learned ? learnedCounts(learned) : null,
  });
  // The raw text too: emoji and emoticons carry a post's mood.
  const { sentiment } = classifySentiment({ title: { ...titleParts, text: title }, body: { ...body, text } }, learnedSentimentModel(learned));
  const summary = summarize({ sentences, title: titleParts, idf, fallback: title || text || source || EMPTY_SUMMARY });
  const names = findNames([title, ...sentences.map((sentence) => sentence.text)]);
  const shownNames = names.slice(0, AI_ANSWER_LIMITS.tags.max);
  // Keywords are lower-case words: a name among them takes its capital, a word of a name shown as a tag goes.
  const named = (terms: readonly string[]) => keywordsWithNames(terms, names, shownNames, [title, text]);
  const keywords = fill(
    named(extractKeywords({ title: titleParts, body, idf })),
    named([...titleParts.tokens.filter(isContentTerm), ...sourceParts.tokens.filter(isContentTerm), category, ...GENERIC_TERMS]),
    AI_ANSWER_LIMITS.keywords,
  );
  const tags = fill(names, [...keywords, category, ...GENERIC_TERMS], AI_ANSWER_LIMITS.tags);
  return { summary: summary || EMPTY_SUMMARY, category, sentiment, keywords, tags, confidence };
}

function clean(value: string): string {
  return value.normalize("NFC").replace(/\s+/g, " ").trim();
}

// The body is tokenized once; each sentence takes its share of the tokens by position.
function bodyParts(text: string): { body: Parts; sentences: SummarySentence[] } {
  const spans = sentenceSpans(text);
  const { tokens, offsets, aligned } = tokenizeWithOffsets(text);
  if (!aligned) {
    // Rare letters ("İ") grow when lower-cased and shift the offsets: tokenize sentence by sentence instead.
    const sentences = spans.map((span) => {
      const sentence = text.slice(span.start, span.end);
      return { text: sentence, ...parts(sentence) };
    });
    const body = { tokens: sentences.flatMap((sentence) => sentence.tokens), stems: sentences.flatMap((sentence) => sentence.stems) };
    return { body, sentences };
  }
  const stems = stemTokens(tokens);
  const sentences: SummarySentence[] = [];
  let first = 0;
  for (const span of spans) {
    let last = first;
    while (last < tokens.length && offsets[last]! < span.end) last++;
    sentences.push({ text: text.slice(span.start, span.end), tokens: tokens.slice(first, last), stems: stems.slice(first, last) });
    first = last;
  }
  return { body: { tokens, stems }, sentences };
}

function parts(text: string): Parts {
  const tokens = tokenize(text);
  return { tokens, stems: stemTokens(tokens) };
}

// The found terms first, then padding until the minimum; no duplicates (ignoring case), none too long.
function fill(found: readonly string[], padding: readonly string[], limits: { min: number; max: number }): string[] {
  const result: string[] = [];
  const seen = new Set<string>();
  const add = (term: string) => {
    const trimmed = term.trim();
    const key = trimmed.toLowerCase();
    if (!trimmed || trimmed.length > AI_ANSWER_LIMITS.termMaxChars || seen.has(key)) return;
    seen.add(key);
    result.push(trimmed);
  };
  for (const term of found) if (result.length < limits.max) add(term);
  for (const term of padding) if (result.length < limits.min) add(term);
  return result;
}
