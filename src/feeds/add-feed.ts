import type { z } from "zod";
import type { Database } from "../db/database.js";
import type { CreatedFeed, createFeedSchema } from "../shared/feeds.js";
import { assertNotFollowed, createFeed } from "./feed-admin.js";
import type { Fetcher } from "./fetch/fetcher.js";
import { testFeed } from "./test-feed.js";

/**
 * Adds a feed the admin typed: it is read first and stored only when it parses, with what the reading found
 * (title, item count, newest date); otherwise nothing is stored and a 422 carries the typed reason (a page
 * that is no feed: `not_a_feed`, after which the screen asks for the site's feeds, find-site-feeds.ts).
 * `force` ("Salva comunque") stores it unread (docs/product.md#feed-rss). A feed already followed is
 * refused before anything is fetched.
 */
export async function addFeed(db: Database, fetcher: Fetcher, input: z.output<typeof createFeedSchema>, stopping?: AbortSignal): Promise<CreatedFeed> {
  const { force, ...feed } = input;
  await assertNotFollowed(db, feed.feed_url);
  if (force) return { ...(await createFeed(db, feed)), check: null };
  const check = await testFeed(fetcher, feed.feed_url, stopping);
  return { ...(await createFeed(db, feed)), check };
}
