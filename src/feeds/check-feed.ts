import type { DiscoveredFeed, FeedTestResult } from "../shared/feeds.js";
import { discoverFeeds, looksLikeHtml } from "./discover/discover-feeds.js";
import type { Fetcher } from "./fetch/fetcher.js";
import { FEED_ACCEPT } from "./sync-feed.js";
import { FeedError, type FeedFailureReason, type FetchedDocument } from "./types.js";

/** What reading an address as a feed found: the feed, or why not and (for a site's page) the feeds the site has. */
export type FeedCheck =
  | { ok: true; result: FeedTestResult }
  | { ok: false; reason: FeedFailureReason; message: string; candidates: DiscoveredFeed[] };

/**
 * Reads an address the admin is adding as the sync would (the same Fetcher, the same parser in the pool),
 * storing nothing. An HTML page that is no feed sends the check on to the site's feeds (discover-feeds.ts).
 * (`discover: false` stops there.) A check cut by `stopping` throws the signal's reason.
 */
export async function checkFeedAddress(fetcher: Fetcher, url: string, stopping?: AbortSignal, options: { discover?: boolean } = {}): Promise<FeedCheck> {
  // Kept for the discovery: a not_a_feed comes from the parser, after the fetch.
  let document: FetchedDocument | null = null;
  try {
    const outcome = await fetcher.fetch(url, { accept: FEED_ACCEPT, signal: stopping });
    if (outcome.notModified) throw new FeedError("http_status", "HTTP 304 Not Modified without a cached copy");
    document = outcome;
    // The pool loads with the first feed read, not with the server (docs/performance.md, idle memory).
    const { testFeedInPool } = await import("./pool/feed-pool.js");
    return { ok: true, result: await testFeedInPool(document, stopping) };
  } catch (error) {
    stopping?.throwIfAborted();
    if (!(error instanceof FeedError)) throw error;
    const page = error.reason === "not_a_feed" && options.discover !== false ? document : null;
    const candidates = page && looksLikeHtml(page) ? await discoverFeeds(fetcher, page, stopping) : [];
    return { ok: false, reason: error.reason, message: error.message, candidates };
  }
}
