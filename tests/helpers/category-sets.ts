import { readFileSync } from "node:fs";
import { analyzeArticleLocally } from "../../src/ai/local/analyze-article.js";
import { stemTokens } from "../../src/ai/local/lexicon-index.js";
import { scoreByLexicon } from "../../src/ai/local/lexicon-category.js";
import { tokenize } from "../../src/ai/local/tokenize.js";
import type { CorpusStats } from "../../src/ai/types.js";
import { loadLabelledSet } from "./labelled-set.js";

/** One labelled text of tests/fixtures/ai-labelled: an encyclopedic sentence with no title, or a short article. */
export interface CategoryItem {
  id: string;
  style: "sentence" | "article";
  title: string;
  text: string;
  category: string;
}

/** The category sets: "tuning" (the model's settings were chosen on it) and "held-out" (written first, never tuned on). */
export function loadCategorySet(name: "tuning" | "held-out"): CategoryItem[] {
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
