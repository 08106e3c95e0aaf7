/**
 * bench/sync: 200 feeds x 50 items served from a local feed host, synced into
 * a fresh embedded database, scraping off and on. Prints items per second,
 * peak memory, and the ratio to a ceiling measured in the same run: the same
 * files fetched and parsed with no database. Both are timed after a warm-up
 * of 10 other feeds, in rounds (3 unless --rounds says otherwise) that each
 * time the ceiling and then the sync on 200 new feeds; the ratio printed last
 * is the median round's. This machine's speed drifts by a third within a
 * minute, and a ceiling timed once (it lasts about a second) moved the ratio
 * by as much as the changes it was measuring (docs/performance.md).
 *
 * Parsing and page extraction run in the sync's worker threads
 * (docs/architecture.md), so the main thread's CPU per item, printed too, is
 * what the database and the fetches cost it.
 *
 *   npx tsx bench/sync.ts [--feeds 200] [--items 50] [--rounds 3] [--scraping off|on|both] [--disk] [--postgres URL]
 *
 * --disk puts PGlite in a data directory as the server does, not in memory.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../src/db/client.js";
import type { DatabaseHandle } from "../src/db/database.js";
import { migrateAndSeed } from "../src/db/migrate.js";
import { rssFeeds } from "../src/db/schema/index.js";
import { decodeDocument } from "../src/feeds/charset.js";
import { extractArticle } from "../src/feeds/extract/extract-article.js";
import { createFetcher, type Fetcher } from "../src/feeds/fetch/fetcher.js";
import { mapLimit } from "../src/platform/map-limit.js";
import { parseFetchedFeed } from "../src/feeds/parse-fetched-feed.js";
import { POOL_THREADS } from "../src/feeds/pool/feed-pool.js";
import { syncAllFeeds } from "../src/feeds/sync-all.js";
import { articlePage, prose, rss } from "../tests/helpers/feed-builder.js";
import { startFeedHost, type FeedHost } from "../tests/servers/feed-host.js";

const { values } = parseArgs({
  options: {
    feeds: { type: "string", default: "200" },
    items: { type: "string", default: "50" },
    rounds: { type: "string", default: "3" },
    scraping: { type: "string", default: "both" },
    disk: { type: "boolean", default: false },
    postgres: { type: "string" },
  },
});
const FEEDS = Number(values.feeds);
const ITEMS = Number(values.items);
const ROUNDS = Math.max(1, Number(values.rounds));
const WARM_FEEDS = 10;

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** 200 publishers are one host here; the per-host limit (2) would measure the limiter, not the pipeline. */
const newFetcher = (): Fetcher =>
  createFetcher({ userAgent: "Rassegna-bench", allowPrivateNetwork: true, perHostConcurrency: 8, totalConcurrency: 8 });

function serveFeeds(host: FeedHost, scraping: boolean, run: string, feeds = FEEDS): string[] {
  const urls: string[] = [];
  for (let f = 0; f < feeds; f++) {
    const items = Array.from({ length: ITEMS }, (_, i) => ({
      title: `Notizia ${run}-${f}-${i}`,
      link: host.url(`/${run}/p/${f}/${i}`),
      guid: `${run}-${f}-${i}`,
      // Recent, so the feeds' maximum age (default 7 days) keeps every item.
      pubDate: new Date(Date.now() - i * 60_000),
      text: scraping ? "Un breve estratto della notizia." : prose(220, i),
    }));
    host.route(`/${run}/f/${f}.xml`, { headers: { "content-type": "application/rss+xml" }, body: rss(`Fonte ${f}`, items) });
    if (scraping) {
      for (let i = 0; i < ITEMS; i++) {
        const page = articlePage(`Notizia ${run}-${f}-${i}`, [prose(120, i), prose(110, i + 1), prose(90, i + 2)], "/img/a.jpg");
        host.route(`/${run}/p/${f}/${i}`, { headers: { "content-type": "text/html; charset=utf-8" }, body: page });
      }
    }
    urls.push(host.url(`/${run}/f/${f}.xml`));
  }
  return urls;
}

/**
 * CPU seconds used so far by this (the main) thread, from /proc: what the
 * worker threads do not take off it. Unlike the rates, it holds on a machine
 * busy with other work, where the threads wait for a core.
 */
function mainThreadCpu(): number {
  const fields = fs.readFileSync("/proc/thread-self/stat", "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds the whole machine has spent working and in all so far (/proc/stat): beside this process's, what the database took. */
function machineTimes(): { busy: number; total: number } {
  const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq] = fields;
  return { busy: (user! + nice! + system! + irq! + softirq!) / 100, total: fields.reduce((sum, value) => sum + value, 0) / 100 };
}

/**
 * Waits, 10 s at most, until the machine has been mostly idle for a quarter of a second: what a sync leaves
 * behind (PostgreSQL's autovacuum and checkpoints, this process's garbage collection) otherwise runs during
 * the next round's ceiling and lowers it. The sync waits the same way after its ceiling. Answers whether it settled.
 */
async function settle(): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const before = machineTimes();
    await new Promise((resolve) => setTimeout(resolve, 250));
    const after = machineTimes();
    if ((after.busy - before.busy) / Math.max(1, after.total - before.total) < 0.15) return true;
  }
  return false;
}

/** The ceiling: fetch and parse every feed (and, when scraping, fetch and extract every page) with no database. */
async function ceiling(urls: string[], scraping: boolean): Promise<{ rate: number; mainCpu: number }> {
  const fetcher = newFetcher();
  const started = performance.now();
  const mainCpu = mainThreadCpu();
  let items = 0;
  await mapLimit(urls, 8, async (url) => {
    const outcome = await fetcher.fetch(url);
    if (outcome.notModified) return;
    const feed = parseFetchedFeed(outcome);
    items += feed.items.length;
    if (scraping) {
      await mapLimit(feed.items, 4, async (item) => {
        const page = await fetcher.fetch(item.link!);
        if (!page.notModified) extractArticle(decodeDocument(page.body, page.contentType, "html"), page.url);
      });
    }
  });
  await fetcher.close();
  return { rate: items / ((performance.now() - started) / 1000), mainCpu: mainThreadCpu() - mainCpu };
}

async function measure(handle: DatabaseHandle, urls: string[], scraping: boolean) {
  // Only these feeds are synced: a warm-up's are left inactive.
  await handle.db.update(rssFeeds).set({ active: false });
  await handle.db.insert(rssFeeds).values(urls.map((feed_url) => ({ name: `Fonte ${feed_url}`, feed_url, import_limit: ITEMS })));
  const fetcher = newFetcher();
  const started = performance.now();
  const mainCpu = mainThreadCpu();
  const [machine, processCpu] = [machineTimes().busy, process.cpuUsage()];
  const result = await syncAllFeeds({ db: handle.db, fetcher, scrape: scraping });
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(processCpu);
  const cpu = { process: (user + system) / 1e6, machine: machineTimes().busy - machine };
  await fetcher.close();
  return { result, rate: result.imported / seconds, seconds, mainCpu: mainThreadCpu() - mainCpu, cpu };
}

const host = await startFeedHost();
const engine = values.postgres ? "PostgreSQL" : values.disk ? "PGlite (data directory on disk)" : "PGlite (in memory)";
console.log(`bench/sync: ${FEEDS} feeds x ${ITEMS} items, ${engine}, ${POOL_THREADS} parsing thread(s) beside the main one`);
const modes = values.scraping === "both" ? [false, true] : [values.scraping === "on"];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const scraping of modes) {
  const run = scraping ? "scrape" : "plain";
  const pgliteDir = values.disk ? fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-bench-sync-")) + "/pglite" : undefined;
  const handle = await openDatabase({ databaseUrl: values.postgres, pgliteDir });
  await migrateAndSeed(handle);
  // A warm-up of a few other feeds through both, untimed: the modules a sync loads on first use and the
  // parsing thread's start (under tsx ~1.5 s of CPU compiling TypeScript, which a built server does not
  // spend) were a third of the timed sync, and the ceiling pays neither (docs/performance.md).
  const warmUrls = serveFeeds(host, scraping, `${run}-warm`, WARM_FEEDS);
  await ceiling(warmUrls, scraping);
  await measure(handle, warmUrls, scraping);
  const perItem = (cpuSeconds: number, items: number) => `${((cpuSeconds * 1000) / Math.max(1, items)).toFixed(2)} ms`;
  const ratios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const urls = serveFeeds(host, scraping, `${run}-${round}`);
    if (!(await settle())) console.log(`  (round ${round}: the machine was still busy after 10 s; timed all the same)`);
    const top = await ceiling(urls, scraping);
    await settle();
    const { result, rate, seconds, mainCpu, cpu } = await measure(handle, urls, scraping);
    ratios.push(rate / top.rate);
    console.log(
      `scraping ${scraping ? "on " : "off"}, round ${round}: ${result.imported} items in ${seconds.toFixed(1)} s = ${Math.round(rate)} items/s; ` +
        `ceiling (fetch + parse${scraping ? " + extract pages" : ""}, no database) ${Math.round(top.rate)} items/s; ratio ${(rate / top.rate * 100).toFixed(0)} %` +
        `${result.feeds_failed ? `; ${result.feeds_failed} feeds FAILED` : ""}\n` +
        `  main-thread CPU per item: sync ${perItem(mainCpu, result.imported)}, ceiling ${perItem(top.mainCpu, FEEDS * ITEMS)}; ` +
        `ratio ${(top.mainCpu / Math.max(mainCpu, 0.01) * 100).toFixed(0)} %\n` +
        `  CPU of the sync: this process ${cpu.process.toFixed(2)} s (main thread ${mainCpu.toFixed(2)} s, the rest its parsing thread and the feed host), ` +
        `the rest of the machine ${(cpu.machine - cpu.process).toFixed(2)} s${values.postgres ? " (PostgreSQL)" : ""}`,
    );
  }
  await handle.close();
  if (pgliteDir) fs.rmSync(path.dirname(pgliteDir), { recursive: true, force: true });
  console.log(`scraping ${scraping ? "on " : "off"}: ratio to the ceiling, median of ${ROUNDS} round(s): ${(median(ratios) * 100).toFixed(0)} %`);
}
clearInterval(sampler);
console.log(`peak memory (RSS): ${mb(peakRss)}`);
await host.close();
