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
import { listPublicArticles } from "../src/articles/public-listing.js";
import { openDatabase } from "../src/db/client.js";
import { migrateAndSeed } from "../src/db/migrate.js";
import { vacuumAndAnalyze } from "../src/db/vacuum-and-analyze.js";
import { CATEGORIES } from "../src/shared/constants.js";
import { publishedRow, storeArticles } from "./seed-articles.js";
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

const handle = await openDatabase({ databaseUrl: values.postgres, pgliteDir: values["data-dir"] });
await migrateAndSeed(handle);
const loadStarted = performance.now();
await storeArticles(handle.db, COUNT, publishedRow);
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
