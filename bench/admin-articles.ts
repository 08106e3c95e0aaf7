/**
 * bench/admin-articles: the Gestione Articoli list over the benches' articles
 * (bench/seed-articles.ts: 100,000 by default; 90 % published, 5 % pending,
 * 3.75 % failed, 1.25 % processing) on a fresh embedded database (or
 * --postgres URL, created if missing and kept: a database already holding
 * the corpus at that size is reused). Prints the median and 95th percentile
 * of a page (20 rows + the total) with a search, with filters, with both, of
 * a deep page, of the five numbers and of the source list, each beside the
 * plain first page measured in the same run, and the plan of a search count
 * (which must read the trigram indexes, not the table). Goal: search p95
 * under 50 ms at 100,000 articles, under 100 ms at a million. Filters without
 * an index of their own and the five numbers read every row: reported, not
 * held to that goal.
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
import { queryRows } from "../src/db/database.js";
import { vacuumAndAnalyze } from "../src/db/vacuum-and-analyze.js";
import type { AdminArticleFilters } from "../src/shared/admin-articles.js";
import { openBenchDatabase } from "./bench-database.js";
import { seedArticles } from "./seed-articles.js";
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
const GOAL_MS = COUNT > 100_000 ? 100 : 50;

const handle = await openBenchDatabase({ postgresUrl: values.postgres, pgliteDir: values["data-dir"] });
const seeded = await seedArticles(handle.db, COUNT);
await vacuumAndAnalyze(handle.db);
console.log(`engine: ${handle.engine}; ${COUNT} articles ${seeded.loadSeconds ? `loaded in ${seeded.loadSeconds.toFixed(0)} s` : "already loaded (reused)"}`);

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
// The plain first page, measured between the others: the ceiling each figure is compared with.
const plainSamples: number[] = [];
const plain = q({});
const measured: Array<[string, number[]]> = [];
let worstSearchP95 = 0;
for (const [name, queries] of GROUPS) {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) {
      samples.push(await measure(() => listAdminArticles(handle.db, query)));
      plainSamples.push(await measure(() => listAdminArticles(handle.db, plain)));
    }
  }
  measured.push([name, samples]);
  if (name.startsWith("search")) worstSearchP95 = Math.max(worstSearchP95, percentile(samples, 95));
}
const statsSamples: number[] = [];
const sourceSamples: number[] = [];
for (let round = 0; round < ROUNDS * 4; round++) {
  statsSamples.push(await measure(() => adminArticleStats(handle.db)));
  sourceSamples.push(await measure(() => adminArticleSources(handle.db)));
}
measured.push(["stats (five cards)", statsSamples], ["sources (filter choices)", sourceSamples]);
const plainP95 = percentile(plainSamples, 95);
console.log(`${"plain first page (ceiling)".padEnd(26)} median ${fmt(percentile(plainSamples, 50)).padStart(9)}, p95 ${fmt(plainP95).padStart(9)}`);
for (const [name, samples] of measured) {
  const p95 = percentile(samples, 95);
  console.log(`${name.padEnd(26)} median ${fmt(percentile(samples, 50)).padStart(9)}, p95 ${fmt(p95).padStart(9)}  (${(p95 / plainP95).toFixed(1)}x the plain page)`);
}
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
