import { AppError } from "../../platform/errors.js";
import type { DiscoveredFeed } from "../../shared/feeds.js";
import type { Fetcher } from "../fetch/fetcher.js";
import { FeedError } from "../types.js";
import { discoverFeeds, looksLikeHtml } from "./discover-feeds.js";

/**
 * The feeds of the site whose page `url` is (docs/product.md#feed-rss): the page is fetched through the
 * SSRF-guarded Fetcher and, when it is HTML, its declared feeds or the usual paths are read
 * (discover-feeds.ts). Anything but an HTML page finds none; a page that cannot be fetched is a 422 with
 * the typed reason, as the feed test.
 */
export async function findSiteFeeds(fetcher: Fetcher, url: string, stopping?: AbortSignal): Promise<DiscoveredFeed[]> {
  try {
    const page = await fetcher.fetch(url, { accept: "text/html,application/xhtml+xml", signal: stopping });
    if (page.notModified || !looksLikeHtml(page)) return [];
    return await discoverFeeds(fetcher, page, stopping);
  } catch (error) {
    stopping?.throwIfAborted();
    if (error instanceof FeedError) throw new AppError(422, error.reason, error.message);
    throw error;
  }
}
