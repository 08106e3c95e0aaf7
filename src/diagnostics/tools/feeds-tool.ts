import { asc, eq } from "drizzle-orm";
import { rssFeeds } from "../../db/schema/index.js";
import { testFeed } from "../../feeds/test-feed.js";
import { mapLimit } from "../../platform/map-limit.js";
import type { ToolCheck, ToolDeps, ToolOutcome } from "./tool-deps.js";

/** Feeds read at once; the fetcher still holds each host to 2 requests. */
const CONCURRENCY = 4;

/**
 * "Verifica feed": fetches and parses every active feed as the feed test
 * does (docs/product.md#feed-test), importing nothing; one check per feed,
 * its failure in the fetcher's or parser's words. A stop ends it.
 */
export async function checkFeeds(deps: ToolDeps): Promise<ToolOutcome> {
  const feeds = await deps.db.select({ name: rssFeeds.name, url: rssFeeds.feed_url }).from(rssFeeds).where(eq(rssFeeds.active, true)).orderBy(asc(rssFeeds.name));
  let items = 0;
  const checks = await mapLimit(feeds, CONCURRENCY, async (feed): Promise<ToolCheck> => {
    try {
      const read = await testFeed(deps.fetcher, feed.url, deps.stopping);
      items += read.item_count;
      return { name: feed.name, success: true, detail: null };
    } catch (error) {
      deps.stopping?.throwIfAborted();
      return { name: feed.name, success: false, detail: error instanceof Error ? error.message : String(error) };
    }
  });
  const failed = checks.filter((check) => !check.success).length;
  return {
    success: failed === 0,
    detail: failed > 0 ? `${failed} of ${feeds.length} feeds failed` : null,
    checks,
    counts: { feeds: feeds.length, failed, items },
  };
}
