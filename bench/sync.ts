/**
 * bench/sync: 200 feeds x 50 items served from a local feed host, synced into
 * a fresh embedded database, scraping off and on. Prints items per second,
 * peak memory, and the ratio to a ceiling measured in the same run: the same
 * files fetched and parsed with no database.
 *
 *   npx tsx bench/sync.ts [--feeds 200] [--items 50] [--postgres URL]
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../src/db/client.js";
import type { DatabaseHandle } from "../src/db/database.js";
import { migrateAndSeed } from "../src/db/migrate.js";
import { rssFeeds } from "../src/db/schema/index.js";
import { decodeDocument } from "../src/feeds/charset.js";
import { extractArticle } from "../src/feeds/extract/extract-article.js";
import { createFetcher, type Fetcher } from "../src/feeds/fetch/fetcher.js";
import { mapLimit } from "../src/shared/map-limit.js";
import { parseFetchedFeed } from "../src/feeds/parse-fetched-feed.js";
import { syncAllFeeds } from "../src/feeds/sync-all.js";
import { articlePage, prose, rss } from "../tests/helpers/feed-builder.js";
import { startFeedHost, type FeedHost } from "../tests/servers/feed-host.js";

const { values } = parseArgs({
  options: { feeds: { type: "string", default: "200" }, items: { type: "string", default: "50" }, postgres: { type: "string" } },
});
const FEEDS = Number(values.feeds);
const ITEMS = Number(values.items);

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** 200 publishers are one host here; the per-host limit (2) would measure the limiter, not the pipeline. */
const newFetcher = (): Fetcher =>
  createFetcher({ userAgent: "Rassegna-bench", allowPrivateNetwork: true, perHostConcurrency: 8, totalConcurrency: 8 });

function serveFeeds(host: FeedHost, scraping: boolean, run: string): string[] {
  const urls: string[] = [];
  for (let f = 0; f < FEEDS; f++) {
    const items = Array.from({ length: ITEMS }, (_, i) => ({
      title: `Notizia ${run}-${f}-${i}`,
      link: host.url(`/${run}/p/${f}/${i}`),
      guid: `${run}-${f}-${i}`,
      pubDate: new Date(Date.UTC(2026, 10, 20, 0, i)),
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

/** The ceiling: fetch and parse every feed (and, when scraping, fetch and extract every page) with no database. */
async function ceiling(urls: string[], scraping: boolean): Promise<number> {
  const fetcher = newFetcher();
  const started = performance.now();
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
  return items / ((performance.now() - started) / 1000);
}

async function measure(handle: DatabaseHandle, urls: string[], scraping: boolean) {
  await handle.db.insert(rssFeeds).values(urls.map((feed_url, i) => ({ name: `Fonte ${i}`, feed_url, import_limit: ITEMS })));
  const fetcher = newFetcher();
  const started = performance.now();
  const result = await syncAllFeeds({ db: handle.db, fetcher, scrape: scraping });
  const seconds = (performance.now() - started) / 1000;
  await fetcher.close();
  return { result, rate: result.imported / seconds, seconds };
}

const host = await startFeedHost();
console.log(`bench/sync: ${FEEDS} feeds x ${ITEMS} items, ${values.postgres ? "PostgreSQL" : "PGlite (in memory)"}`);
for (const scraping of [false, true]) {
  const run = scraping ? "scrape" : "plain";
  const urls = serveFeeds(host, scraping, run);
  const handle = await openDatabase({ databaseUrl: values.postgres });
  await migrateAndSeed(handle);
  const top = await ceiling(urls, scraping);
  const { result, rate, seconds } = await measure(handle, urls, scraping);
  await handle.close();
  console.log(
    `scraping ${scraping ? "on " : "off"}: ${result.imported} items in ${seconds.toFixed(1)} s = ${Math.round(rate)} items/s; ` +
      `ceiling (fetch + parse${scraping ? " + extract pages" : ""}, no database) ${Math.round(top)} items/s; ratio ${(rate / top * 100).toFixed(0)} %` +
      `${result.feeds_failed ? `; ${result.feeds_failed} feeds FAILED` : ""}`,
  );
}
clearInterval(sampler);
console.log(`peak memory (RSS): ${mb(peakRss)}`);
await host.close();
