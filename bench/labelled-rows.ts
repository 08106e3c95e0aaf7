/**
 * Articles made of the hand-labelled set (tests/fixtures/ai-labelled): its
 * titles with a serial, summaries and texts of its sentences, stored from
 * Node in batches on a database that may already hold some (a kept
 * --data-dir). bench/stories.ts groups them by title; the search, admin and
 * statistics benches use the larger, database-made corpus of seed-articles.ts.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/database.js";
import { articles } from "../src/db/schema/index.js";
import { CATEGORIES } from "../src/shared/constants.js";
import { loadLabelledSet } from "../tests/helpers/labelled-set.js";

export type ArticleRow = typeof articles.$inferInsert;

const labelled = loadLabelledSet();
const sentences = labelled.flatMap((item) => item.text.split(/(?<=[.!?])\s+/));

/** A stable choice from `list` for a seed. */
export const pick = <T>(list: readonly T[], seed: number): T => list[Math.abs(seed) % list.length]!;

/** Article `i` published: a labelled title with a serial, a two-sentence summary, five sentences of text, one minute older than `i - 1`. */
export function publishedRow(i: number): ArticleRow {
  const base = pick(labelled, i * 7919);
  return {
    title: `${base.title} (${i})`,
    content_summary: `${pick(sentences, i * 31)} ${pick(sentences, i * 37 + 1)}`,
    content_original: Array.from({ length: 5 }, (_, k) => pick(sentences, i * 13 + k * 101)).join(" "),
    source_name: base.source_name,
    source_url: `https://bench.example.it/${i}`,
    canonical_url: `https://bench.example.it/${i}`,
    category: pick(CATEGORIES, i),
    sentiment: "neutrale",
    ai_processed: true,
    processing_status: "completed",
    processed_by_ai_provider: "locale",
    published_at: new Date(Date.UTC(2026, 10, 20) - i * 60_000),
  };
}

/** Stores rows `row(n)` for n from the count already stored up to `count`, 1,000 to an insert; answers how many were added. */
export async function storeArticles(db: Database, count: number, row: (i: number) => ArticleRow): Promise<number> {
  const [stored] = await db.select({ n: sql<number>`count(*)::int` }).from(articles);
  const from = stored?.n ?? 0;
  for (let i = from; i < count; i += 1_000) {
    await db.insert(articles).values(Array.from({ length: Math.min(1_000, count - i) }, (_, k) => row(i + k)));
  }
  return Math.max(0, count - from);
}
