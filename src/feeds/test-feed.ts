import { AppError } from "../platform/errors.js";
import type { FeedTestResult } from "../shared/feeds.js";
import type { Fetcher } from "./fetch/fetcher.js";
import { FeedError } from "./types.js";

/**
 * Fetches a URL the admin is considering and parses it in the sync's worker
 * pool, importing nothing. A feed that cannot be read (its worker dying or
 * overrunning included) is a 422 whose error is the typed reason; a test cut
 * by `stopping` throws the signal's reason.
 */
export async function testFeed(fetcher: Fetcher, url: string, stopping?: AbortSignal): Promise<FeedTestResult> {
  try {
    const outcome = await fetcher.fetch(url, { signal: stopping });
    if (outcome.notModified) throw new FeedError("http_status", "HTTP 304 Not Modified without a cached copy");
    // A big feed parsed here would stall every request for seconds; the pool loads with the first feed read (docs/performance.md, idle memory).
    const { testFeedInPool } = await import("./pool/feed-pool.js");
    return await testFeedInPool(outcome, stopping);
  } catch (error) {
    if (error instanceof FeedError) throw new AppError(422, error.reason, error.message);
    throw error;
  }
}
