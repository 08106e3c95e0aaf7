import { readFileSync } from "node:fs";
import { classifySentiment } from "../../src/ai/local/classify-sentiment.js";
import { stemTokens } from "../../src/ai/local/lexicon-index.js";
import { lexiconSentiment } from "../../src/ai/local/lexicon-sentiment.js";
import { tokenize } from "../../src/italian/tokenize.js";
import { SENTIMENTS, type Sentiment } from "../../src/shared/constants.js";
import { loadLabelledSet } from "./labelled-set.js";

/** One item of tests/fixtures/sentiment-labelled: a tweet (text only) or a news headline with its lead. */
export interface SentimentItem {
  id: string;
  style: "tweet" | "news" | "article";
  sentiment: Sentiment;
  title: string;
  text: string;
  /** The news sets' invented publisher and section. */
  publisher?: string;
  section?: string;
}

/** The sets of tests/fixtures/sentiment-labelled; the two held-out sets are never tuned on. */
export const SENTIMENT_SETS = ["held-out", "tuning", "news-held-out", "news-tuning"] as const;
export type SentimentSetName = (typeof SENTIMENT_SETS)[number];

/** What the classifier said about one item. */
export interface SentimentCall {
  item: SentimentItem;
  got: Sentiment;
  confidence: number;
}

/** Scores of a list of calls. */
export interface SentimentScores {
  total: number;
  accuracy: number;
  macroF1: number;
  /** F1 of each class, in SENTIMENTS order. */
  f1: Record<Sentiment, number>;
  /** Share of items called neutral. */
  neutralShare: number;
  /** Accuracy of the more confident half, and of the less confident half. */
  confidentHalf: number;
  unsureHalf: number;
  /** Mean confidence: a calibrated model's is close to its accuracy. */
  meanConfidence: number;
}

/** A set of tests/fixtures/sentiment-labelled by name. */
export function loadSentimentSet(name: SentimentSetName): SentimentItem[] {
  return JSON.parse(readFileSync(new URL(`../fixtures/sentiment-labelled/${name}.json`, import.meta.url), "utf8")) as SentimentItem[];
}

/** The 132 articles of tests/fixtures/ai-labelled, as sentiment items. */
export function loadArticleSentiments(): SentimentItem[] {
  return loadLabelledSet().map((item) => ({ id: item.id, style: "article", sentiment: item.sentiment as Sentiment, title: item.title, text: item.text }));
}

/**
 * Classifies every item the way the analyzer reads an article: title and text,
 * tokens with their raw text unless `raw` is false. `lexiconOnly` reads with
 * the polarity lexicon alone (the analyzer before the model), its |score| as confidence.
 */
export function classifyItems(items: readonly SentimentItem[], options: { raw?: boolean; lexiconOnly?: boolean } = {}): SentimentCall[] {
  return items.map((item) => {
    const title = parts(item.title, options.raw ?? true);
    const body = parts(item.text, options.raw ?? true);
    if (options.lexiconOnly) {
      const before = lexiconSentiment({ title, body });
      return { item, got: before.sentiment, confidence: Math.abs(before.score) };
    }
    const result = classifySentiment({ title, body });
    return { item, got: result.sentiment, confidence: result.confidence };
  });
}

/** Accuracy, macro-F1 over the three classes, neutral share and confidence calibration. */
export function scoreCalls(calls: readonly SentimentCall[]): SentimentScores {
  const total = calls.length;
  const hits = (list: readonly SentimentCall[]) => list.filter((call) => call.got === call.item.sentiment).length;
  const f1s = SENTIMENTS.map((label) => {
    const truePositive = calls.filter((call) => call.got === label && call.item.sentiment === label).length;
    const predicted = calls.filter((call) => call.got === label).length;
    const actual = calls.filter((call) => call.item.sentiment === label).length;
    const precision = predicted ? truePositive / predicted : 0;
    const recall = actual ? truePositive / actual : 0;
    return precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  });
  const sorted = [...calls].sort((a, b) => b.confidence - a.confidence);
  const half = Math.ceil(total / 2);
  const confident = sorted.slice(0, half);
  const unsure = sorted.slice(half);
  return {
    total,
    accuracy: total ? hits(calls) / total : 0,
    macroF1: f1s.reduce((sum, f1) => sum + f1, 0) / f1s.length,
    f1: Object.fromEntries(SENTIMENTS.map((label, index) => [label, f1s[index]!])) as Record<Sentiment, number>,
    neutralShare: total ? calls.filter((call) => call.got === "neutrale").length / total : 0,
    confidentHalf: confident.length ? hits(confident) / confident.length : 0,
    unsureHalf: unsure.length ? hits(unsure) / unsure.length : 0,
    meanConfidence: total ? calls.reduce((sum, call) => sum + call.confidence, 0) / total : 0,
  };
}

function parts(text: string, raw: boolean) {
  const clean = text.normalize("NFC").replace(/\s+/g, " ").trim();
  const tokens = tokenize(clean);
  return { tokens, stems: stemTokens(tokens), ...(raw ? { text: clean } : {}) };
}
