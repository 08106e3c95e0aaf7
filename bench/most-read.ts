/**
 * bench/most-read: what "Più lette" costs (docs/product.md#most-read) over
 * 100,000 articles and 100,000 counted views in the last 24 hours (a busy
 * site's day) on a fresh embedded database (or --postgres URL). Prints, beside
 * the home's first page (listPublicArticles) measured in the same run:
 * - what every render pays: the kept list (MostReadCache.get, warm);
 * - what the first render after a content change pays: the cards re-read;
 * - what one request in five minutes starts in the background: the ranking.
 *
 *   npx tsx bench/most-read.ts [--articles 100000] [--views 100000] [--rounds 30] [--postgres URL]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { MostReadCache, mostReadCards, rankMostRead } from "../src/articles/most-read.js";
import { listPublicArticles } from "../src/articles/public-listing.js";
import { queryRows } from "../src/db/database.js";
import { articles, statistics } from "../src/db/schema/index.js";
import { vacuumAndAnalyze } from "../src/db/vacuum-and-analyze.js";
import { openBenchDatabase } from "./bench-database.js";
import { seedArticles } from "./seed-articles.js";
import { formatMs, measure, percentile } from "./timing.js";

const { values } = parseArgs({
  options: {
    articles: { type: "string", default: "100000" },
    views: { type: "string", default: "100000" },
    rounds: { type: "string", default: "30" },
    postgres: { type: "string" },
  },
});
const ARTICLES = Number(values.articles);
const VIEWS = Number(values.views);
const ROUNDS = Number(values.rounds);
const dataDir = values.postgres ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-bench-most-read-"));
const handle = await openBenchDatabase({ postgresUrl: values.postgres, pgliteDir: dataDir });
const { db } = handle;

await seedArticles(db, ARTICLES);
const day = sql`now() - interval '24 hours'`;
const recent = (await queryRows<{ recent: number }>(db, sql`select count(*)::int as recent from ${statistics} where created_at >= ${day}`))[0]!.recent;
if (recent < VIEWS) {
  // Views of the last day, on the last week's published articles, the newest read most; totals trigger off while loading.
  await db.execute(sql`alter table ${statistics} disable trigger statistics_add_to_totals`);
  await db.execute(sql`
    with published as (
      select row_number() over (order by published_at desc) as n, id from ${articles}
      where ai_processed and processing_status = 'completed' and published_at >= now() - interval '7 days'
    ), picks as (
      select 1 + floor(power(random(), 3) * (select count(*) from published))::int as n, random() as at
      from generate_series(1, ${VIEWS - recent}) offset 0
    )
    insert into ${statistics} (article_id, user_agent, created_at)
    select published.id, 'Mozilla/5.0 (bench)', now() - picks.at * interval '24 hours' from picks join published using (n)`);
  await db.execute(sql`alter table ${statistics} enable trigger statistics_add_to_totals`);
  await db.execute(sql`select rebuild_view_totals()`);
}
await vacuumAndAnalyze(db);
console.log(`engine: ${handle.engine}; ${ARTICLES} articles, ${VIEWS} views in the last 24 hours`);

const key = new Uint8Array(32);
const since = () => new Date(Date.now() - 24 * 3_600_000);
const ranking = await rankMostRead(db, since());
const cache = new MostReadCache();
await cache.get(db);
await listPublicArticles(db, {}, key);

const runs = { listing: [] as number[], warm: [] as number[], cards: [] as number[], ranking: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  runs.listing.push(await measure(() => listPublicArticles(db, {}, key)));
  runs.warm.push(await measure(() => cache.get(db)));
  runs.cards.push(await measure(() => mostReadCards(db, ranking)));
  runs.ranking.push(await measure(() => rankMostRead(db, since())));
}
const listing = percentile(runs.listing, 50);
const line = (name: string, samples: number[]) =>
  console.log(`${name.padEnd(44)} median ${formatMs(percentile(samples, 50)).padStart(9)}, p95 ${formatMs(percentile(samples, 95)).padStart(9)}  (${(percentile(samples, 50) / listing).toFixed(3)}x the listing)`);
line("home's first page (the ceiling)", runs.listing);
line("Più lette, kept (every render)", runs.warm);
line("Più lette, cards re-read (after a change)", runs.cards);
line("Più lette, ranking (background, every 5 min)", runs.ranking);
await handle.close();
if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
