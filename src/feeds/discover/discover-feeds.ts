/**
 * A site's address given where a feed was expected: the feeds its page declares, or else those served at the
 * usual paths, each read once through the SSRF-guarded Fetcher and offered only when it parses
 * (docs/product.md#feed-rss, docs/decisions.md "Feeds checked when added").
 */
import { mapLimit } from "../../platform/map-limit.js";
import type { DiscoveredFeed } from "../../shared/feeds.js";
import type { Fetcher } from "../fetch/fetcher.js";
import { FEED_ACCEPT } from "../sync-feed.js";
import { FeedError, type FetchedDocument } from "../types.js";

/** Where sites commonly serve their feed (WordPress, Ghost, Hugo, Jekyll, Blogger-style hosts), tried in this order. */
export const USUAL_FEED_PATHS = ["/feed", "/rss", "/feed.xml", "/rss.xml", "/atom.xml", "/index.xml", "/feed/", "/rss/", "/feed.json"] as const;
/** Requests in flight at once while probing one site: polite to the publisher, quick enough for the admin waiting. */
const PROBE_CONCURRENCY = 3;

/** Whether a fetched document is an HTML page (by its type, or a body that opens like one). */
export function looksLikeHtml(document: FetchedDocument): boolean {
  if (document.contentType && /html/i.test(document.contentType)) return true;
  const start = new TextDecoder().decode(document.body.subarray(0, 512)).trimStart().toLowerCase();
  return start.startsWith("<!doctype html") || start.startsWith("<html");
}

/**
 * The working feeds of the site whose HTML page is `page`: the ones it declares (at most 10), or when it
 * declares none the usual paths at its origin (USUAL_FEED_PATHS, one request each). Each is offered once
 * under the address it ends at after redirects; none found is an empty list, never an error.
 */
export async function discoverFeeds(fetcher: Fetcher, page: FetchedDocument, signal?: AbortSignal): Promise<DiscoveredFeed[]> {
  const { declaredFeedsInPool } = await import("../pool/feed-pool.js");
  const declared = await declaredFeedsInPool(page, signal);
  const tries = declared.length > 0 ? declared : USUAL_FEED_PATHS.map((path) => ({ url: new URL(path, page.url).href, title: null }));
  const read = await mapLimit(tries, PROBE_CONCURRENCY, (candidate) => readCandidate(fetcher, candidate.url, candidate.title, signal));
  const found = new Map<string, DiscoveredFeed>();
  for (const feed of read) if (feed && !found.has(feed.url)) found.set(feed.url, feed);
  return [...found.values()];
}

/** A candidate read as a feed: its final URL, its title (the feed's own, else the page's label) and its item count; null when it is no feed. */
async function readCandidate(fetcher: Fetcher, url: string, label: string | null, signal?: AbortSignal): Promise<DiscoveredFeed | null> {
  try {
    const outcome = await fetcher.fetch(url, { accept: FEED_ACCEPT, signal });
    if (outcome.notModified) return null;
    const { testFeedInPool } = await import("../pool/feed-pool.js");
    const result = await testFeedInPool(outcome, signal);
    return { url: outcome.url, title: result.title || label || outcome.url, item_count: result.item_count };
  } catch (error) {
    signal?.throwIfAborted();
    if (error instanceof FeedError) return null;
    throw error;
  }
}
