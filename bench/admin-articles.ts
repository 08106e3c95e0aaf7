/**
 * bench/admin-articles: the Gestione Articoli list over 100,000 articles in
 * every status (70 % published, 15 % pending, 5 % processing, 10 % failed)
 * on a fresh embedded database (or --postgres URL). Prints the median and
 * 95th percentile of a page (20 rows + the total) with a search, with
 * filters, with both, of a deep page, of the five numbers and of the source
 * list, and the plan of a search count (which must read the trigram indexes,
 * not the table). Goal: search p95 under 50 ms on PGlite. Filters without an
 * index of their own and the five numbers read every row: reported, not held
 * to that goal.
 *
 *   npx tsx bench/admin-articles.ts [--articles 100000] [--rounds 5] [--postgres URL] [--data-dir DIR]
 *
 * --data-dir keeps the embedded database between runs.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { adminArticleConditions } from "../src/articles/admin/admin-article-conditions.js";
import { adminArticleSources } from "../src/articles/admin/admin-article-sources.js";
import { adminArticleStats } from "../src/articles/admin/admin-article-stats.js";
import { listAdminArticles } from "../src/articles/admin/list-admin-articles.js";
import { openDatabase } from "../src/db/client.js";
import { queryRows } from "../src/db/database.js";
import { migrateAndSeed } from "../src/db/migrate.js";
import { vacuumAndAnalyze } from "../src/db/vacuum-and-analyze.js";
import type { AdminArticleFilters } from "../src/shared/admin-articles.js";
import { SENTIMENTS } from "../src/shared/constants.js";
import { pick, publishedRow, storeArticles, type ArticleRow } from "./seed-articles.js";
import { formatMs, measure, percentile } from "./timing.js";

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

/** Article `i` in the status its place gives it; unpublished ones have no summary, category or sentiment, as after an import. */
function mixedRow(i: number): ArticleRow {
  const row: ArticleRow = {
    ...publishedRow(i),
    sentiment: pick(SENTIMENTS, i * 7),
    content_extraction_method: i % 3 === 0 ? "scraping" : "rss",
    views: i % 50,
    content_word_count: 150 + (i % 700),
  };
  const slot = i % 20;
  if (slot < 14) return row;
  const unpublished = { ...row, content_summary: null, category: null, sentiment: null, ai_processed: false, processed_by_ai_provider: null };
  if (slot < 17) return { ...unpublished, processing_status: "pending" };
  if (slot === 17) return { ...unpublished, processing_status: "processing" };
  return { ...unpublished, processing_status: "failed", processing_error: "Confidenza 0.42 sotto la soglia 0.7" };
}

const handle = await openDatabase({ databaseUrl: values.postgres, pgliteDir: values["data-dir"] });
await migrateAndSeed(handle);
const loadStarted = performance.now();
const added = await storeArticles(handle.db, COUNT, mixedRow);
await vacuumAndAnalyze(handle.db);
console.log(`engine: ${handle.engine}; ${COUNT} articles (${added} stored now) in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

const [source] = await adminArticleSources(handle.db);
type Listing = AdminArticleFilters & { page: number };
const q = (query: AdminArticleFilters & { page?: number }): Listing => ({ page: 1, ...query });

const SEARCHES = ["governo", "tartarughe", "xylofono", "sciopero", "ospedal", "Serie A", "(12345)", "presidente della regione"];
const GROUPS: Array<[string, Listing[]]> = [
  ["no filter, page 1", [q({})]],
  ["search", SEARCHES.map((search) => q({ search }))],
  [
    "filters",
    [
      q({ status: "failed" }),
      q({ status: "pending" }),
      q({ ai_status: "unprocessed" }),
      q({ category: "sport" }),
      q({ sentiment: "negativo" }),
      q({ method: "scraping" }),
      q({ source }),
      q({ category: "economia", sentiment: "positivo", method: "scraping" }),
    ],
  ],
  [
    "search + filters",
    [
      q({ search: "governo", status: "completed" }),
      q({ search: "sciopero", ai_status: "unprocessed" }),
      q({ search: "tartarughe", category: "ambiente" }),
      q({ search: "ospedal", method: "rss", source }),
    ],
  ],
  ["page 2,500 (deep offset)", [q({ page: Math.max(1, Math.floor(COUNT / 40)) })]],
];

// Warm-up: plans and the page cache.
for (const [, queries] of GROUPS) for (const query of queries) await listAdminArticles(handle.db, query);

const fmt = formatMs;
const report = (name: string, samples: number[]) => console.log(`${name.padEnd(26)} median ${fmt(percentile(samples, 50)).padStart(9)}, p95 ${fmt(percentile(samples, 95)).padStart(9)}`);
let worstSearchP95 = 0;
for (const [name, queries] of GROUPS) {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) for (const query of queries) samples.push(await measure(() => listAdminArticles(handle.db, query)));
  report(name, samples);
  if (name.startsWith("search")) worstSearchP95 = Math.max(worstSearchP95, percentile(samples, 95));
}
const statsSamples: number[] = [];
const sourceSamples: number[] = [];
for (let round = 0; round < ROUNDS * 4; round++) {
  statsSamples.push(await measure(() => adminArticleStats(handle.db)));
  sourceSamples.push(await measure(() => adminArticleSources(handle.db)));
}
report("stats (five cards)", statsSamples);
report("sources (filter choices)", sourceSamples);
console.log(`goal search p95 < ${GOAL_MS} ms: ${worstSearchP95 < GOAL_MS ? "met" : "NOT met"} (worst ${fmt(worstSearchP95)})`);

for (const search of SEARCHES) {
  const page = await listAdminArticles(handle.db, q({ search }));
  console.log(`  ${search.padEnd(26)} ${String(page.total).padStart(6)} matches`);
}
const plan = await queryRows<{ "QUERY PLAN": string }>(
  handle.db,
  sql`explain analyze select count(*) from articles where ${adminArticleConditions({ search: "tartarughe" })}`,
);
console.log("plan of a search count:");
for (const line of plan) console.log(`  ${line["QUERY PLAN"]}`);
await handle.close();
