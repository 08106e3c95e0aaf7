import { AppError } from "../shared/errors.js";
import type { FeedTestResult } from "../shared/feeds.js";
import type { Fetcher } from "./fetch/fetcher.js";
import { FeedError } from "./types.js";

const SHOWN_TITLES = 5;

/**
 * Fetches and parses a URL the admin is considering, importing nothing. A feed
 * that cannot be read is a 422 whose error is the typed reason; a fetch cut by
 * `stopping` throws the signal's reason.
 */
export async function testFeed(fetcher: Fetcher, url: string, stopping?: AbortSignal): Promise<FeedTestResult> {
  try {
    const outcome = await fetcher.fetch(url, { signal: stopping });
    if (outcome.notModified) throw new FeedError("http_status", "HTTP 304 Not Modified without a cached copy");
    // The parsers load with the first feed read, not at start (docs/performance.md, idle memory).
    const { parseFetchedFeed } = await import("./parse-fetched-feed.js");
    const feed = parseFetchedFeed(outcome);
    return { title: feed.title, item_count: feed.items.length, items: feed.items.slice(0, SHOWN_TITLES).map((item) => item.title) };
  } catch (error) {
    if (error instanceof FeedError) throw new AppError(422, error.reason, error.message);
    throw error;
  }
}
