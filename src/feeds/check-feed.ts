import type { FeedTestResult } from "../shared/feeds.js";
import type { Fetcher } from "./fetch/fetcher.js";
import { FEED_ACCEPT } from "./sync-feed.js";
import { FeedError, type FeedFailureReason } from "./types.js";

/** What reading an address as a feed found: the feed, or why not. */
export type FeedCheck = { ok: true; result: FeedTestResult } | { ok: false; reason: FeedFailureReason; message: string };

/**
 * Reads an address the admin is adding as the sync would (the same Fetcher, the same parser in the pool),
 * storing nothing. A check cut by `stopping` throws the signal's reason.
 */
export async function checkFeedAddress(fetcher: Fetcher, url: string, stopping?: AbortSignal): Promise<FeedCheck> {
  try {
    const outcome = await fetcher.fetch(url, { accept: FEED_ACCEPT, signal: stopping });
    if (outcome.notModified) throw new FeedError("http_status", "HTTP 304 Not Modified without a cached copy");
    // The pool loads with the first feed read, not with the server (docs/performance.md, idle memory).
    const { testFeedInPool } = await import("./pool/feed-pool.js");
    return { ok: true, result: await testFeedInPool(outcome, stopping) };
  } catch (error) {
    stopping?.throwIfAborted();
    if (!(error instanceof FeedError)) throw error;
    return { ok: false, reason: error.reason, message: error.message };
  }
}
