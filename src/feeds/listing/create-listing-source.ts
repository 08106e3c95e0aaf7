import type { z } from "zod";
import type { Database } from "../../db/database.js";
import { rssFeeds } from "../../db/schema/index.js";
import type { FeedView } from "../../shared/feeds.js";
import type { createListingSourceSchema } from "../../shared/listing-sources.js";
import { assertNotFollowed, toFeedView } from "../feed-admin.js";
import { checkListingSelectors } from "./listing-selectors.js";

/** Adds a page without a feed as a source (kind "listing"); its selectors are checked first, and its address may not be followed already. */
export async function createListingSource(db: Database, input: z.output<typeof createListingSourceSchema>): Promise<FeedView> {
  const { selectors, ...source } = input;
  await checkListingSelectors(selectors);
  await assertNotFollowed(db, source.feed_url);
  const [row] = await db
    .insert(rssFeeds)
    .values({ ...source, kind: "listing", listing_selectors: selectors })
    .returning();
  if (!row) throw new Error("listing source insert returned no row");
  return toFeedView(row);
}
