/**
 * bench/statistics: the Statistiche report (GET /api/admin/statistics) over
 * 100,000 articles and 1,000,000 counted views on a fresh embedded database
 * (or --postgres URL). Prints the median and 95th percentile of each period's
 * report. Goal: the yearly report under 300 ms on PGlite.
 *
 *   npx tsx bench/statistics.ts [--articles 100000] [--views 1000000] [--rounds 20] [--postgres URL] [--data-dir DIR]
 *
 * The articles are the benches' (bench/seed-articles.ts: published over three
 * years by 30 sources, nine in ten of them published); the views are made by
 * the database (insert ... select over generate_series): each falls on a
 * published article, more often a recent one, within two weeks of its
 * publication, as news is read (the articles' own `views` counters are not
 * what the report reads). The rows go into a temporary directory, removed at
 * the end; --data-dir keeps them between runs, and --postgres URL names a
 * database created if missing and kept (an already loaded one is not loaded
 * again). Each report is printed beside a plain count of the period's
 * articles measured in the same run, the least any report must read.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/db/client.js";
import { articles, statistics } from "../src/db/schema/index.js";
import { vacuumAndAnalyze } from "../src/db/vacuum-and-analyze.js";
import { STATISTICS_PERIODS } from "../src/shared/statistics.js";
import { periodRange } from "../src/statistics/period-range.js";
import { statisticsReport } from "../src/statistics/statistics-report.js";
import { openBenchDatabase } from "./bench-database.js";
import { seedArticles } from "./seed-articles.js";
import { formatMs, measure, percentile } from "./timing.js";

const { values } = parseArgs({
  options: {
    articles: { type: "string", default: "100000" },
    views: { type: "string", default: "1000000" },
    rounds: { type: "string", default: "20" },
    postgres: { type: "string" },
    "data-dir": { type: "string" },
  },
});
const ARTICLES = Number(values.articles);
const VIEWS = Number(values.views);
const ROUNDS = Number(values.rounds);
const GOAL_MS = 300;
const VIEW_BATCH = 100_000;

const dataDir = values.postgres ? undefined : (values["data-dir"] ?? fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-bench-statistics-")));

let handle = await openBenchDatabase({ postgresUrl: values.postgres, pgliteDir: dataDir });
let { db } = handle;

const count = async (table: typeof articles | typeof statistics) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

const seeded = await seedArticles(db, ARTICLES);
if (seeded.loadSeconds) console.log(`${ARTICLES} articles loaded in ${seeded.loadSeconds.toFixed(0)} s`);
if ((await count(statistics)) < VIEWS) {
  const started = performance.now();
  // Each view picks a published article, newer ones more often, and a moment in the two weeks after it
  // appeared. In statements of 100,000, with the totals trigger off and the totals rebuilt once at the
  // end (migration 0012): the per-statement trigger over a million rows made loading take minutes.
  await db.execute(sql`alter table ${statistics} disable trigger statistics_add_to_totals`);
  for (let stored = await count(statistics); stored < VIEWS; stored += VIEW_BATCH) {
    await db.execute(sql`
      with published as (
        select row_number() over (order by published_at desc) as n, id, published_at
        from ${articles} where ai_processed and processing_status = 'completed'
      ), picks as (
        select 1 + floor(power(random(), 1.5) * (select count(*) from published))::int as n, power(random(), 3) as delay
        from generate_series(1, ${Math.min(VIEW_BATCH, VIEWS - stored)}) offset 0
      )
      insert into ${statistics} (article_id, user_agent, created_at)
      select published.id, 'Mozilla/5.0 (bench)', least(now() - interval '1 minute', published.published_at + picks.delay * interval '14 days')
      from picks join published using (n)`);
  }
  await db.execute(sql`alter table ${statistics} enable trigger statistics_add_to_totals`);
  await db.execute(sql`select rebuild_view_totals()`);
  console.log(`${VIEWS} views stored in ${formatMs(performance.now() - started)}`);
}
// As the worker's hourly job (and start-up on PGlite) would have done.
await vacuumAndAnalyze(db);
// PGlite sizes its buffer pool from the data directory when it opens (src/db/pglite-settings.ts):
// the measurements run on the directory opened again, as on a restarted server.
if (dataDir) {
  await handle.close();
  handle = await openDatabase({ pgliteDir: dataDir });
  ({ db } = handle);
}
console.log(`engine: ${handle.engine}; ${await count(articles)} articles, ${await count(statistics)} views`);

const now = new Date();
// Warm-up: the first report of each period pays for plans and the page cache.
for (const period of STATISTICS_PERIODS) await statisticsReport(db, period, now);

/** The plain count of a period's articles: the least a report reads, its ceiling. */
const plainCount = (period: (typeof STATISTICS_PERIODS)[number]) => {
  const range = periodRange(period, now);
  return db.execute(sql`select count(*) from ${articles} where ${articles.published_at} >= ${range.start.toISOString()}::timestamptz and ${articles.published_at} < ${range.end.toISOString()}::timestamptz`);
};
let met = true;
for (const period of STATISTICS_PERIODS) {
  const times: number[] = [];
  const plainTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    times.push(await measure(() => statisticsReport(db, period, now)));
    plainTimes.push(await measure(() => plainCount(period)));
  }
  const report = await statisticsReport(db, period, now);
  const p95 = percentile(times, 95);
  if (period === "year") met = p95 < GOAL_MS;
  console.log(
    `${period.padEnd(6)} median ${formatMs(percentile(times, 50)).padStart(9)}, p95 ${formatMs(p95).padStart(9)}` +
      `  (${(p95 / percentile(plainTimes, 95)).toFixed(1)}x the plain count's p95 ${formatMs(percentile(plainTimes, 95))};` +
      ` ${report.totals.articles} articles, ${report.totals.views} views, ${report.views_per_day.length} days)`,
  );
}
console.log(`goal: yearly p95 < ${GOAL_MS} ms: ${met ? "met" : "NOT met"}`);
await handle.close();
if (dataDir && !values["data-dir"]) fs.rmSync(dataDir, { recursive: true, force: true });
