import type { Database } from "../db/database.js";
import type { rssFeeds } from "../db/schema/index.js";
import type { Fetcher } from "./fetch/fetcher.js";
import { mapLimit } from "../platform/map-limit.js";
import { withinMaxAge } from "./max-age.js";
import { prepareArticle, type PreparedArticle, type PrepareOptions } from "./prepare-article.js";
import { createSiteReservations, type SiteReservations } from "./reservations/site-reservations.js";
import { recordFeedFailure } from "./record-failure.js";
import { filterUnseen } from "../articles/store-pending-articles.js";
import { withLanguages } from "./foreign-items.js";
import { applyFeedRules, type FeedRuleBook } from "./rules/apply-at-sync.js";
import { storeFeedArticles } from "./store-articles.js";
import { LISTING_ACCEPT } from "./listing/test-listing.js";
import { parseFeedInPool, parseListingInPool } from "./pool/feed-pool.js";
import type { FeedFailureReason, ParsedItem } from "./types.js";

export type FeedRow = typeof rssFeeds.$inferSelect;

export interface IngestionDeps {
  db: Database;
  fetcher: Fetcher;
  /** Fetch article pages when the feed's text is short (on in production; benchmarks compare both). */
  scrape?: boolean;
  now?: () => Date;
  /** The process's stop signal: fetches in flight are cut and the sync ends without storing what it had not stored. */
  stopping?: AbortSignal;
  /** The publishers' TDMRep rules, read once a day per site; a sync without it reads them for itself. */
  reservations?: SiteReservations;
  /** The feeds' rules, read once in a sync of all feeds (rules/apply-at-sync.ts); a single feed's sync reads its own. */
  rules?: FeedRuleBook;
}

export interface FeedSyncResult {
  feedId: string;
  feedName: string;
  success: boolean;
  imported: number;
  scraped: number;
  error: string | null;
  reason: FeedFailureReason | null;
}

/** What a feed request accepts: feeds first, any XML or JSON after (a sync, a check, a discovery probe). */
export const FEED_ACCEPT = "application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5";

/**
 * How a feed's pages are read (docs/product.md#feed-rss): "auto" only when the feed's text is short, "always"
 * every item's page, "never" none; its content selector, when set, picks the body on each page. `scrape`
 * false (a benchmark's switch) reads no page whatever the feed says.
 */
export function feedReading(
  feed: Pick<FeedRow, "scrape_mode" | "content_selector">,
  scrape = true,
): Pick<PrepareOptions, "scrape" | "alwaysScrape" | "contentSelector"> {
  return { scrape: scrape && feed.scrape_mode !== "never", alwaysScrape: feed.scrape_mode === "always", contentSelector: feed.content_selector };
}

/** The import_limit newest items; undated items keep their place in the feed's own order. */
export function newestItems<T extends ParsedItem>(items: T[], limit: number): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (b.item.publishedAt?.getTime() ?? Infinity) - (a.item.publishedAt?.getTime() ?? Infinity) || a.index - b.index)
    .slice(0, limit)
    .map(({ item }) => item);
}

/**
 * Syncs one feed: conditional fetch, decode, parse, items within max_age_days, newest import_limit,
 * skip what is stored, scrape short ones, store in one transaction. Failures
 * are recorded on the feed and in error_logs, never thrown. A sync cut by the
 * stop signal is no failure of the feed: it throws the signal's reason.
 */
export async function syncFeed(deps: IngestionDeps, feed: FeedRow): Promise<FeedSyncResult> {
  const now = deps.now?.() ?? new Date();
  const base = { feedId: feed.id, feedName: feed.name };
  try {
    const outcome = await deps.fetcher.fetch(feed.feed_url, {
      validators: { etag: feed.etag, lastModified: feed.last_modified },
      accept: feed.kind === "listing" ? LISTING_ACCEPT : FEED_ACCEPT,
      signal: deps.stopping,
    });
    const keptValidators = { etag: feed.etag, lastModified: feed.last_modified };
    if (outcome.notModified) {
      await storeFeedArticles(deps.db, feed, [], keptValidators, now);
      return { ...base, success: true, imported: 0, scraped: 0, error: null, reason: null };
    }
    // Decoding and parsing run in a worker thread, so other feeds' writes go on meanwhile (docs/architecture.md).
    // A page without a feed is read by its selectors into the same items; the rest of the sync is the feed's (src/feeds/listing/).
    const parsed =
      feed.kind === "listing" && feed.listing_selectors
        ? await parseListingInPool(outcome, feed.listing_selectors, now, deps.stopping)
        : await parseFeedInPool(outcome, now, deps.stopping);
    // The items this sync may import: within the feed's maximum age, the newest import_limit that have a usable link.
    const candidates = newestItems(withinMaxAge(parsed.items, feed.max_age_days, now), feed.import_limit)
      .filter((item) => item.facts.canonicalUrl !== null)
      .map((item) => ({ item, guid: item.guid, canonical_url: item.facts.canonicalUrl! }));
    // The admin's keep, drop and set-category rules, before any page is fetched (src/feeds/rules).
    const unseen = await applyFeedRules(deps.db, feed, await filterUnseen(deps.db, feed.id, candidates, now), now, deps.rules);
    const options: PrepareOptions = {
      ...feedReading(feed, deps.scrape),
      now,
      signal: deps.stopping,
      reservations: deps.reservations ?? createSiteReservations(deps.fetcher),
      showImages: feed.show_images,
    };
    // Each item's language, and the foreign ones left out when the feed skips them (docs/product.md#feed-rss).
    const told = await withLanguages(deps.db, feed, unseen);
    const prepared = (
      await mapLimit(told, 4, async (entry) => {
        const article = await prepareArticle(deps.fetcher, entry.item, { ...options, facts: entry.item.facts });
        return article && { ...article, language: entry.language };
      })
    ).filter((article): article is PreparedArticle & { language: string | null } => article !== null);
    // Pages cut by the stop left their feed's text: store nothing rather than articles that would have been scraped.
    deps.stopping?.throwIfAborted();
    const validators = outcome.validators.etag || outcome.validators.lastModified ? outcome.validators : keptValidators;
    const imported = await storeFeedArticles(deps.db, feed, prepared, validators, now);
    const scraped = prepared.filter((article) => article.content_extraction_method === "scraping").length;
    return { ...base, success: true, imported, scraped, error: null, reason: null };
  } catch (error) {
    deps.stopping?.throwIfAborted();
    const { reason, message } = await recordFeedFailure(deps.db, feed, error, now);
    return { ...base, success: false, imported: 0, scraped: 0, error: message, reason };
  }
}
