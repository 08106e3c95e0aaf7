/**
 * bench/statistics: the Statistiche report (GET /api/admin/statistics) over
 * 100,000 articles and 1,000,000 counted views on a fresh embedded database
 * (or --postgres URL). Prints the median and 95th percentile of each period's
 * report. Goal: the yearly report under 300 ms on PGlite.
 *
 *   npx tsx bench/statistics.ts [--articles 100000] [--views 1000000] [--rounds 20] [--postgres URL] [--data-dir DIR]
 *
 * The rows are made by the database (insert ... select over generate_series):
 * articles published over the last 400 days by 40 sources, nine in ten of them
 * published; each view falls on a published article, more often a recent one,
 * within two weeks of its publication, as news is read (the articles' own
 * `views` counters are left at zero: the report does not read them). The rows go into a
 * temporary directory, removed at the end; --data-dir keeps them between runs
 * (an already loaded one is not loaded again).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/db/client.js";
import { migrateAndSeed } from "../src/db/migrate.js";
import { articles, statistics } from "../src/db/schema/index.js";
import { vacuumAndAnalyze } from "../src/db/vacuum-and-analyze.js";
import { EDITABLE_CATEGORIES, SENTIMENTS } from "../src/shared/constants.js";
import { STATISTICS_PERIODS } from "../src/shared/statistics.js";
import { statisticsReport } from "../src/statistics/statistics-report.js";
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

let handle = await openDatabase({ databaseUrl: values.postgres, pgliteDir: dataDir });
let { db } = handle;
await migrateAndSeed(handle);

const count = async (table: typeof articles | typeof statistics) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const categories = sql.raw(`array[${EDITABLE_CATEGORIES.map((name) => `'${name}'`).join(",")}]`);
const sentiments = sql.raw(`array[${SENTIMENTS.map((name) => `'${name}'`).join(",")}]`);

if ((await count(articles)) < ARTICLES) {
  const started = performance.now();
  await db.execute(sql`
    insert into ${articles} (title, source_name, source_url, canonical_url, category, sentiment, ai_processed, processing_status,
      processed_by_ai_provider, published_at, imported_at)
    select 'Notizia di prova ' || i, 'Fonte ' || (i % 40 + 1), 'https://bench.example.it/' || i, 'https://bench.example.it/' || i,
      (${categories})[i % ${EDITABLE_CATEGORIES.length} + 1], (${sentiments})[i % ${SENTIMENTS.length} + 1],
      i % 10 <> 0, case when i % 10 <> 0 then 'completed' when i % 20 = 0 then 'failed' else 'pending' end,
      'locale', now() - (i * interval '400 days' / ${ARTICLES}), now() - (i * interval '400 days' / ${ARTICLES})
    from generate_series(1, ${ARTICLES}) as i`);
  console.log(`${ARTICLES} articles stored in ${formatMs(performance.now() - started)}`);
}
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

let met = true;
for (const period of STATISTICS_PERIODS) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) times.push(await measure(() => statisticsReport(db, period, now)));
  const report = await statisticsReport(db, period, now);
  const p95 = percentile(times, 95);
  if (period === "year") met = p95 < GOAL_MS;
  console.log(
    `${period.padEnd(6)} median ${formatMs(percentile(times, 50)).padStart(9)}, p95 ${formatMs(p95).padStart(9)}` +
      `  (${report.totals.articles} articles, ${report.totals.views} views, ${report.views_per_day.length} days)`,
  );
}
console.log(`goal: yearly p95 < ${GOAL_MS} ms: ${met ? "met" : "NOT met"}`);
await handle.close();
if (dataDir && !values["data-dir"]) fs.rmSync(dataDir, { recursive: true, force: true });
