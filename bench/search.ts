/**
 * bench/search: Italian search over the benches' articles (bench/seed-articles.ts:
 * 100,000 by default, 90 % of them published) on a fresh embedded database (or
 * --postgres URL, created if missing and kept: a database already holding the
 * corpus at that size is reused, not loaded again). Prints the median and 95th
 * percentile of a search page (first 50 results + the total count) over a mix
 * of common, rare, accent-free, multi-word, two-letter, substring-only and
 * matchless terms, and of a search within a category, each beside the plain
 * home listing measured in the same run. Goals: search p95 under 50 ms, with a
 * category under 60 ms, the home listing under 10 ms (docs/performance.md).
 *
 *   npx tsx bench/search.ts [--articles 100000] [--rounds 5] [--postgres URL] [--data-dir DIR]
 *   npx tsx bench/search.ts --postgres postgres://postgres@127.0.0.1:5432/rassegna_bench_1m --articles 1000000 --rounds 3
 *
 * --data-dir keeps the embedded database between runs.
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { listPublicArticles } from "../src/articles/public-listing.js";
import { vacuumAndAnalyze } from "../src/db/vacuum-and-analyze.js";
import { ServiceUnavailableError } from "../src/platform/errors.js";
import { CATEGORIES } from "../src/shared/constants.js";
import { openBenchDatabase } from "./bench-database.js";
import { seedArticles } from "./seed-articles.js";
import { formatMs, percentile } from "./timing.js";

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
const GOALS = { search: 50, category: 60, listing: 10 };

const handle = await openBenchDatabase({ postgresUrl: values.postgres, pgliteDir: values["data-dir"] });
const seeded = await seedArticles(handle.db, COUNT);
// As the worker's hourly job (and start-up on PGlite) would have done.
await vacuumAndAnalyze(handle.db);
console.log(`engine: ${handle.engine}; ${COUNT} articles ${seeded.loadSeconds ? `loaded in ${seeded.loadSeconds.toFixed(0)} s` : "already loaded (reused)"}`);

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

/** How long a listing takes; a statement timeout (the reader's 503) counts at the time it took, and is reported. */
const failures = new Map<string, number>();
async function timed(filters: { search?: string; category?: string }): Promise<number> {
  const started = performance.now();
  try {
    await listPublicArticles(handle.db, filters, CURSOR_KEY);
  } catch (error) {
    if (!(error instanceof ServiceUnavailableError)) throw error;
    failures.set(filters.search ?? "", (failures.get(filters.search ?? "") ?? 0) + 1);
  }
  return performance.now() - started;
}

// Warm-up: the first query of each kind pays for plan and page-cache warm-up.
for (const search of QUERIES) await timed({ search });
failures.clear();

const searchTimes: number[] = [];
const listingTimes: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const search of QUERIES) {
    searchTimes.push(await timed({ search }));
    listingTimes.push(await timed({}));
  }
}
const categoryTimes: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const category of CATEGORIES) {
    categoryTimes.push(await timed({ category, search: "governo" }));
    listingTimes.push(await timed({}));
  }
}

const fmt = formatMs;
const listingP95 = percentile(listingTimes, 95);
const report = (name: string, samples: number[], goal: number) => {
  const p95 = percentile(samples, 95);
  console.log(
    `${name.padEnd(28)} median ${fmt(percentile(samples, 50)).padStart(9)}, p95 ${fmt(p95).padStart(9)}` +
      `  (${(p95 / listingP95).toFixed(1)}x the listing; goal < ${goal} ms: ${p95 < goal ? "met" : "NOT met"})`,
  );
};
report("home listing (the ceiling)", listingTimes, GOALS.listing);
report(`search (${searchTimes.length} queries)`, searchTimes, GOALS.search);
report("search + category", categoryTimes, GOALS.category);
const perQuery = new Map<string, number[]>();
for (const [index, time] of searchTimes.entries()) {
  const search = QUERIES[index % QUERIES.length]!;
  perQuery.set(search, [...(perQuery.get(search) ?? []), time]);
}
for (const search of QUERIES) {
  const times = perQuery.get(search)!;
  const timing = `median ${fmt(percentile(times, 50))}, worst ${fmt(Math.max(...times))}`;
  if (failures.has(search)) {
    console.log(`  ${search.padEnd(26)} ${failures.get(search)} statement timeouts (503), ${timing}`);
    continue;
  }
  const page = await listPublicArticles(handle.db, { search }, CURSOR_KEY);
  console.log(`  ${search.padEnd(26)} ${`${page.total}${page.total_capped ? "+" : ""}`.padStart(6)} matches, ${timing}`);
}
await handle.close();
