import type { Database } from "../db/database.js";
import { rssFeeds } from "../db/schema/index.js";
import { LIMITS, type Category } from "../shared/constants.js";
import { canonicalUrl } from "./canonical-url.js";

/** A feed to add in a batch (an OPML import, the starter list). */
export interface NewFeed {
  name: string;
  feed_url: string;
  default_category?: Category | null;
}

/** The canonical URLs of every followed feed: two spellings of one feed are the same feed (docs/product.md#feed-rss). */
export async function followedFeedKeys(db: Database): Promise<Set<string | null>> {
  const existing = await db.select({ feed_url: rssFeeds.feed_url }).from(rssFeeds);
  return new Set(existing.map((feed) => canonicalUrl(feed.feed_url)));
}

/**
 * Adds, with the default import limit, the feeds not already followed (and
 * each only once when the batch repeats one); they wait for the next sync.
 */
export async function addNewFeeds(db: Database, feeds: NewFeed[]): Promise<{ added: number; skipped: number }> {
  const { added, skipped } = await addNewFeedsListed(db, feeds);
  return { added: added.length, skipped };
}

/** addNewFeeds, answering the feeds it added (an OPML import then reads each). */
export async function addNewFeedsListed(db: Database, feeds: NewFeed[]): Promise<{ added: NewFeed[]; skipped: number }> {
  const known = await followedFeedKeys(db);
  const fresh: NewFeed[] = [];
  for (const feed of feeds) {
    const key = canonicalUrl(feed.feed_url);
    if (known.has(key)) continue;
    known.add(key);
    fresh.push(feed);
  }
  if (fresh.length > 0) {
    await db.insert(rssFeeds).values(
      fresh.map((feed) => ({ name: feed.name, feed_url: feed.feed_url, default_category: feed.default_category ?? null, import_limit: LIMITS.importLimit.fallback })),
    );
  }
  return { added: fresh, skipped: feeds.length - fresh.length };
}
