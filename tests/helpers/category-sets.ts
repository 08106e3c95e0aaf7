import { readFileSync } from "node:fs";
import { analyzeArticleLocally } from "../../src/ai/local/analyze-article.js";
import { modelFrom, trainingLines, type TrainingLine } from "../../src/ai/local/category-model/base-model.js";
import type { FeatureCounts } from "../../src/ai/local/category-model/naive-bayes.js";
import { classifyCategory } from "../../src/ai/local/classify-category.js";
import { stemTokens } from "../../src/ai/local/lexicon-index.js";
import { scoreByLexicon } from "../../src/ai/local/lexicon-category.js";
import { tokenize } from "../../src/italian/tokenize.js";
import type { CorpusStats } from "../../src/ai/types.js";
import { loadLabelledSet } from "./labelled-set.js";

/**
 * One labelled text: an encyclopedic sentence with no title, a short article, a headline, a post... (tests/fixtures/ai-labelled),
 * or a line of the training text; `publisher` names its source where the set records one.
 */
export interface CategoryItem {
  id: string;
  style: string;
  title: string;
  text: string;
  category: string;
  publisher?: string;
}

/**
 * The category sets: "tuning" (the model's settings were chosen on it), "held-out" (written first, never tuned on) and
 * "unseen-publishers" (issue 26: publishers and registers the training text does not hold, written before it was widened).
 */
export function loadCategorySet(name: "tuning" | "held-out" | "unseen-publishers"): CategoryItem[] {
  return JSON.parse(readFileSync(new URL(`../fixtures/ai-labelled/category-${name}.json`, import.meta.url), "utf8")) as CategoryItem[];
}

/** The 132 articles of set-a and set-b as category items (the lexicon was tuned on them). */
export function labelledArticlesAsCategoryItems(): CategoryItem[] {
  return loadLabelledSet().map((item) => ({ id: item.id, style: "article", title: item.title, text: item.text, category: item.category }));
}

/** Accuracy overall and per style, with the misses counted by "expected -> got". */
export interface CategoryScore {
  accuracy: number;
  total: number;
  perStyle: Map<string, { hits: number; total: number }>;
  confusions: Map<string, number>;
}

const NO_CORPUS: CorpusStats = { documents: 0, documentFrequency: new Map() };

function parts(text: string) {
  const tokens = tokenize(text.normalize("NFC"));
  return { tokens, stems: stemTokens(tokens) };
}

/** The local analyzer's category: no source name, no feed signals, nothing learned. */
export const analyzerCategory = (item: CategoryItem): string => analyzeArticleLocally({ title: item.title, source_name: "", text: item.text }, NO_CORPUS).category;

/** The analyzer's category read with the given counts in place of the shipped model's (same parts, no feed signals). */
export const categoryWithModel =
  (model?: FeatureCounts) =>
  (item: CategoryItem): string =>
    classifyCategory({ title: parts(item.title), source: parts(""), body: parts(item.text), model }).category;

/** The weighted lexicon alone, as the analyzer classified before the category model. */
export const lexiconCategory = (item: CategoryItem): string => scoreByLexicon({ title: parts(item.title), source: parts(""), body: parts(item.text) }).category;

/** Scores a classifier on a set. */
export function scoreCategories(items: readonly CategoryItem[], classify: (item: CategoryItem) => string): CategoryScore {
  const perStyle = new Map<string, { hits: number; total: number }>();
  const confusions = new Map<string, number>();
  let hits = 0;
  for (const item of items) {
    const got = classify(item);
    const style = perStyle.get(item.style) ?? { hits: 0, total: 0 };
    style.total += 1;
    if (got === item.category) {
      hits += 1;
      style.hits += 1;
    } else confusions.set(`${item.category} -> ${got}`, (confusions.get(`${item.category} -> ${got}`) ?? 0) + 1);
    perStyle.set(item.style, style);
  }
  return { accuracy: hits / items.length, total: items.length, perStyle, confusions };
}

/** Leave-one-publisher-out on the training text: each source scored by a model trained on all the others. */
export interface PublisherScores {
  /** Every source's lines, pooled: each line counts once. */
  overall: CategoryScore;
  /** The mean of the sources' accuracies: each source counts once. */
  macro: number;
  perSource: Map<string, CategoryScore>;
  /** The lines it got wrong, with the answer. */
  misses: Array<{ item: CategoryItem; got: string }>;
}

/** Trains once per source without it and classifies its lines with the whole analyzer (model and lexicon, no feed). */
export function leaveOnePublisherOut(lines: readonly TrainingLine[] = trainingLines()): PublisherScores {
  const items: CategoryItem[] = lines.map((line, index) => ({ id: `line-${index}`, style: "line", title: "", text: line.text, category: line.category, publisher: line.source }));
  const sources = [...new Set(lines.map((line) => line.source))];
  const answers = new Map<string, string>();
  for (const source of sources) {
    const classify = categoryWithModel(modelFrom(lines.filter((line) => line.source !== source)));
    for (const item of items) if (item.publisher === source) answers.set(item.id, classify(item));
  }
  const answer = (item: CategoryItem) => answers.get(item.id)!;
  const perSource = new Map(sources.map((source) => [source, scoreCategories(items.filter((item) => item.publisher === source), answer)]));
  const macro = [...perSource.values()].reduce((sum, score) => sum + score.accuracy, 0) / perSource.size;
  const misses = items.flatMap((item) => (answer(item) === item.category ? [] : [{ item, got: answer(item) }]));
  return { overall: scoreCategories(items, answer), macro, perSource, misses };
}
