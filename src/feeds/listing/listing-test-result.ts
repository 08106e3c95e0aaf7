import { SHOWN_LISTING_ITEMS, type ListingTestResult } from "../../shared/listing-sources.js";
import type { ParsedFeed } from "../types.js";

/** What the listing test answers of a read page: worked out in the worker, so only a few items cross back. */
export function listingTestResult(feed: ParsedFeed): ListingTestResult {
  return {
    title: feed.title,
    item_count: feed.items.length,
    items: feed.items.slice(0, SHOWN_LISTING_ITEMS).map((item) => ({ title: item.title, link: item.link!, published_at: item.publishedAt?.toISOString() ?? null })),
  };
}
