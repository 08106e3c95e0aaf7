import { z } from "zod";
import { createFeedSchema, testFeedSchema } from "./feeds.js";
import { listingSelectorsSchema } from "./listing-selectors.js";

/** POST /api/admin/feeds/listing: a page without a feed, added like a feed (feed_url is the page's address) with its selectors. */
export const createListingSourceSchema = createFeedSchema.extend({ selectors: listingSelectorsSchema });

/** POST /api/admin/feeds/listing/test: the page and the selectors to try. */
export const testListingSchema = testFeedSchema.extend({ selectors: listingSelectorsSchema });

/** Items the listing test shows. */
export const SHOWN_LISTING_ITEMS = 10;

/** POST /api/admin/feeds/listing/test answer: what a sync would read from the page, nothing stored. */
export const listingTestResultSchema = z.object({
  /** The page's <title>. */
  title: z.string(),
  item_count: z.number().int(),
  /** The first SHOWN_LISTING_ITEMS items, in the page's order. */
  items: z.array(z.object({ title: z.string(), link: z.string(), published_at: z.iso.datetime().nullable() })),
});
export type ListingTestResult = z.infer<typeof listingTestResultSchema>;
