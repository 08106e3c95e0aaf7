import { readFileSync } from "node:fs";
import { analyzeArticleLocally } from "../../src/ai/local/analyze-article.js";
import { buildCorpusStats } from "../../src/ai/local/corpus-stats.js";

/** One article of tests/fixtures/ai-tags with the tags a reader would accept. */
export interface TagLabelledArticle {
  id: string;
  source: string;
  title: string;
  text: string;
  accept: string[];
}

/** Tag precision over a set: the share of emitted tags that the labels accept, and the ones they do not. */
export interface TagPrecision {
  emitted: number;
  accepted: number;
  precision: number;
  junk: Array<{ id: string; tag: string }>;
}

/** One half of the tag labelled set: "tuning" (demo articles) or "held-out" (corpus feeds). */
export function loadTagSet(name: "tuning" | "held-out"): TagLabelledArticle[] {
  return JSON.parse(readFileSync(new URL(`../fixtures/ai-tags/${name}.json`, import.meta.url), "utf8")) as TagLabelledArticle[];
}

// Case, apostrophes and spacing do not make a tag another tag.
function normalise(tag: string): string {
  return tag.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, " ").trim();
}

/** Runs the local analyzer over the set (TF-IDF statistics from the set itself) and scores its tags. */
export function measureTagPrecision(items: TagLabelledArticle[]): TagPrecision {
  const stats = buildCorpusStats(items.map((item) => `${item.title} ${item.text}`));
  const junk: TagPrecision["junk"] = [];
  let emitted = 0;
  for (const item of items) {
    const accept = new Set(item.accept.map(normalise));
    const answer = analyzeArticleLocally({ title: item.title, source_name: item.source, text: item.text }, stats);
    for (const tag of answer.tags) {
      emitted++;
      if (!accept.has(normalise(tag))) junk.push({ id: item.id, tag });
    }
  }
  const accepted = emitted - junk.length;
  return { emitted, accepted, precision: emitted ? accepted / emitted : 0, junk };
}
