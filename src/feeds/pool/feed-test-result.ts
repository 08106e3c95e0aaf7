import type { FeedTestResult } from "../../shared/feeds.js";
import type { ParsedFeed } from "../types.js";

/** Titles the feed test shows (docs/product.md#feed-test). */
export const SHOWN_TITLES = 5;

/**
 * What the feed test answers of a parsed feed: worked out in the worker, so a
 * feed of 100,000 items crosses back to the main thread as a few strings.
 */
export function feedTestResult(feed: ParsedFeed): FeedTestResult {
  const newest = feed.items.reduce((max, item) => Math.max(max, item.publishedAt?.getTime() ?? -Infinity), -Infinity);
  return {
    title: feed.title,
    item_count: feed.items.length,
    items: feed.items.slice(0, SHOWN_TITLES).map((item) => item.title),
    newest_at: Number.isFinite(newest) ? new Date(newest).toISOString() : null,
  };
}
