import { AppError } from "../../platform/errors.js";
import type { ListingSelectors } from "../../shared/listing-selectors.js";
import type { ListingTestResult } from "../../shared/listing-sources.js";
import type { Fetcher } from "../fetch/fetcher.js";
import { FeedError } from "../types.js";
import { checkListingSelectors } from "./listing-selectors.js";

/** What a listing page is asked for: a page, as a browser asks. */
export const LISTING_ACCEPT = "text/html, application/xhtml+xml;q=0.9, */*;q=0.5";

/**
 * "Testa" for a page without a feed: checks the selectors (400), fetches the
 * page and reads it in the sync's worker pool as a sync would, storing
 * nothing. A page that cannot be read, or where the selectors find no item,
 * is a 422 whose error is the typed reason, as for the feed test.
 */
export async function testListing(fetcher: Fetcher, url: string, selectors: ListingSelectors, stopping?: AbortSignal): Promise<ListingTestResult> {
  await checkListingSelectors(selectors);
  try {
    const outcome = await fetcher.fetch(url, { accept: LISTING_ACCEPT, signal: stopping });
    if (outcome.notModified) throw new FeedError("http_status", "HTTP 304 Not Modified without a cached copy");
    const { testListingInPool } = await import("../pool/feed-pool.js");
    return await testListingInPool(outcome, selectors, stopping);
  } catch (error) {
    if (error instanceof FeedError) throw new AppError(422, error.reason, error.message);
    throw error;
  }
}
