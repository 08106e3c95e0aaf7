import { readFileSync } from "node:fs";
import { buildCorpusStats } from "../../src/ai/local/corpus-stats.js";
import { analyzeArticleLocally } from "../../src/ai/local/analyze-article.js";

/** One hand-labelled Italian article of tests/fixtures/ai-labelled. */
export interface LabelledArticle {
  id: string;
  title: string;
  source_name: string;
  text: string;
  category: string;
  sentiment: string;
}

export interface Evaluation {
  total: number;
  categoryAccuracy: number;
  sentimentAccuracy: number;
  /** expected category -> [correct, total] */
  perCategory: Map<string, [number, number]>;
  misses: Array<{ id: string; title: string; field: "category" | "sentiment"; expected: string; got: string }>;
}

/** Both halves of the labelled set, written apart from the analyzer so its lexicons are not tuned to them. */
export function loadLabelledSet(): LabelledArticle[] {
  return ["set-a", "set-b"].flatMap(
    (name) => JSON.parse(readFileSync(new URL(`../fixtures/ai-labelled/${name}.json`, import.meta.url), "utf8")) as LabelledArticle[],
  );
}

/** Runs the local analyzer over the set (TF-IDF statistics from the set itself) and scores category and sentiment. */
export function evaluateLocalAnalyzer(items: LabelledArticle[]): Evaluation {
  const stats = buildCorpusStats(items.map((item) => `${item.title} ${item.text}`));
  const perCategory = new Map<string, [number, number]>();
  const misses: Evaluation["misses"] = [];
  let categoryHits = 0;
  let sentimentHits = 0;
  for (const item of items) {
    const answer = analyzeArticleLocally({ title: item.title, source_name: item.source_name, text: item.text }, stats);
    const tally = perCategory.get(item.category) ?? [0, 0];
    tally[1] += 1;
    if (answer.category === item.category) {
      categoryHits += 1;
      tally[0] += 1;
    } else misses.push({ id: item.id, title: item.title, field: "category", expected: item.category, got: answer.category });
    perCategory.set(item.category, tally);
    if (answer.sentiment === item.sentiment) sentimentHits += 1;
    else misses.push({ id: item.id, title: item.title, field: "sentiment", expected: item.sentiment, got: answer.sentiment });
  }
  return { total: items.length, categoryAccuracy: categoryHits / items.length, sentimentAccuracy: sentimentHits / items.length, perCategory, misses };
}
