/**
 * bench/search: Italian search over 100,000 published articles on a fresh
 * embedded database (or --postgres URL). Prints the median and 95th percentile
 * of a search page (first 50 results + the total count) over a mix of common,
 * rare, accent-free, multi-word, two-letter and substring-only terms, beside the plain
 * home listing measured in the same run. Goal: p95 under 50 ms on PGlite.
 *
 *   npx tsx bench/search.ts [--articles 100000] [--rounds 5] [--postgres URL] [--data-dir DIR]
 *
 * --data-dir keeps the embedded database between runs (loading 100,000
 * articles takes minutes: the search vector is computed per row).
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { listPublicArticles } from "../src/articles/public-listing.js";
import { openDatabase } from "../src/db/client.js";
import { migrateAndSeed } from "../src/db/migrate.js";
import { vacuumAndAnalyze } from "../src/db/vacuum-and-analyze.js";
import { articles } from "../src/db/schema/index.js";
import { CATEGORIES } from "../src/shared/constants.js";
import { loadLabelledSet } from "../tests/helpers/labelled-set.js";
import { formatMs, measure, percentile } from "./timing.js";

/** Signs the listing cursors; any key does for a benchmark. */
const CURSOR_KEY = randomBytes(32);

const { values } = parseArgs({
  options: {
    articles: { type: "string", default: "100000" },
    rounds: { type: "string", default: "5" },
    postgres: { type: "string" },
    "data-dir": { type: "string" },
  },
});
const COUNT = Number(values.articles);
const ROUNDS = Number(values.rounds);
const GOAL_MS = 50;

const labelled = loadLabelledSet();
const sentences = labelled.flatMap((item) => item.text.split(/(?<=[.!?])\s+/));
const pick = <T>(list: T[], seed: number): T => list[Math.abs(seed) % list.length]!;

/** A varied Italian article: a labelled title with a serial, a two-sentence summary, five sentences of text. */
function row(i: number) {
  const base = pick(labelled, i * 7919);
  return {
    title: `${base.title} (${i})`,
    content_summary: `${pick(sentences, i * 31)} ${pick(sentences, i * 37 + 1)}`,
    content_original: Array.from({ length: 5 }, (_, k) => pick(sentences, i * 13 + k * 101)).join(" "),
    source_name: base.source_name,
    source_url: `https://bench.example.it/${i}`,
    canonical_url: `https://bench.example.it/${i}`,
    category: pick([...CATEGORIES], i),
    sentiment: "neutrale",
    ai_processed: true,
    processing_status: "completed",
    processed_by_ai_provider: "locale",
    published_at: new Date(Date.UTC(2026, 10, 20) - i * 60_000),
  };
}

const handle = await openDatabase({ databaseUrl: values.postgres, pgliteDir: values["data-dir"] });
await migrateAndSeed(handle);
const loadStarted = performance.now();
const [stored] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(articles);
for (let i = stored?.n ?? 0; i < COUNT; i += 1_000) {
  await handle.db.insert(articles).values(Array.from({ length: Math.min(1_000, COUNT - i) }, (_, k) => row(i + k)));
}
// As the worker's hourly job (and start-up on PGlite) would have done.
await vacuumAndAnalyze(handle.db);
console.log(`engine: ${handle.engine}; ${COUNT} published articles stored in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

const QUERIES = [
  "elezioni",
  "elezione",
  "citta",
  "governo",
  "sciopero treni",
  "inflazione",
  "terremoto",
  "museo",
  "Serie A",
  "ospedale",
  "tartarughe",
  "mercato",
  "presidente della regione",
  "xylofono",
  "turismo record",
  "ue",
];

// Warm-up: the first query of each kind pays for plan and page-cache warm-up.
for (const search of QUERIES) await listPublicArticles(handle.db, { search }, CURSOR_KEY);

const searchTimes: number[] = [];
const listingTimes: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const search of QUERIES) {
    searchTimes.push(await measure(() => listPublicArticles(handle.db, { search }, CURSOR_KEY)));
    listingTimes.push(await measure(() => listPublicArticles(handle.db, {}, CURSOR_KEY)));
  }
}
const categoryTimes: number[] = [];
for (const category of CATEGORIES) categoryTimes.push(await measure(() => listPublicArticles(handle.db, { category, search: "governo" }, CURSOR_KEY)));

const fmt = formatMs;
console.log(`home listing (ceiling): median ${fmt(percentile(listingTimes, 50))}, p95 ${fmt(percentile(listingTimes, 95))}`);
console.log(`search (${searchTimes.length} queries): median ${fmt(percentile(searchTimes, 50))}, p95 ${fmt(percentile(searchTimes, 95))}`);
console.log(`search + category: median ${fmt(percentile(categoryTimes, 50))}, p95 ${fmt(percentile(categoryTimes, 95))}`);
console.log(`ratio of search p95 to listing p95: ${(percentile(searchTimes, 95) / percentile(listingTimes, 95)).toFixed(1)}x`);
const p95 = percentile(searchTimes, 95);
console.log(`goal p95 < ${GOAL_MS} ms: ${p95 < GOAL_MS ? "met" : "NOT met"}`);
for (const search of QUERIES) {
  const page = await listPublicArticles(handle.db, { search }, CURSOR_KEY);
  console.log(`  ${search.padEnd(26)} ${`${page.total}${page.total_capped ? "+" : ""}`.padStart(6)} matches`);
}
await handle.close();
