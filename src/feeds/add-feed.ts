import type { z } from "zod";
import type { Database } from "../db/database.js";
import type { CreatedFeed, createFeedSchema, FeedCheckFailure } from "../shared/feeds.js";
import { checkFeedAddress } from "./check-feed.js";
import { assertNotFollowed, createFeed } from "./feed-admin.js";
import type { Fetcher } from "./fetch/fetcher.js";

/** A feed added, or the check that kept it out (with the site's feeds when the address was its page). */
export type AddFeedOutcome = { added: CreatedFeed } | { refused: FeedCheckFailure };

/**
 * Adds a feed the admin typed: it is read first and stored only when it parses, with what the reading found
 * (title, item count, newest date); otherwise nothing is stored and the reason comes back, with the feeds
 * found from the site when the address was a page. `force` ("Salva comunque") stores it unread
 * (docs/product.md#feed-rss). A feed already followed is refused before anything is fetched.
 */
export async function addFeed(db: Database, fetcher: Fetcher, input: z.output<typeof createFeedSchema>, stopping?: AbortSignal): Promise<AddFeedOutcome> {
  const { force, ...feed } = input;
  await assertNotFollowed(db, feed.feed_url);
  if (force) return { added: { ...(await createFeed(db, feed)), check: null } };
  const check = await checkFeedAddress(fetcher, feed.feed_url, stopping);
  if (!check.ok) return { refused: { error: check.reason, message: check.message, candidates: check.candidates } };
  return { added: { ...(await createFeed(db, feed)), check: check.result } };
}
