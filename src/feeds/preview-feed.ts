import type { z } from "zod";
import type { Database } from "../db/database.js";
import { rssFeeds } from "../db/schema/index.js";
import { eq } from "drizzle-orm";
import { AppError, NotFoundError } from "../platform/errors.js";
import { mapLimit } from "../platform/map-limit.js";
import { cutAtWord } from "../shared/cut-at-word.js";
import type { FeedSettingsPreview, feedSettingsTestSchema } from "../shared/feeds.js";
import { assertValidSelector } from "./extract/content-selector.js";
import type { Fetcher } from "./fetch/fetcher.js";
import { withinMaxAge } from "./max-age.js";
import { prepareArticle, type PreparedArticle } from "./prepare-article.js";
import { createSiteReservations } from "./reservations/site-reservations.js";
import { FEED_ACCEPT, feedReading, newestItems } from "./sync-feed.js";
import { FeedError } from "./types.js";

/** Items the preview prepares (each may cost a page fetch): enough to judge a selector, few enough to wait for. */
export const PREVIEWED_ITEMS = 3;
/** Characters of each article's text shown. */
const TEXT_START_CHARS = 400;

/**
 * The feed dialog's "Testa" (docs/product.md#feed-rss): reads the feed with the settings the admin has not
 * saved (scraping mode, content selector, maximum age, import limit) and prepares its first few items as the
 * sync would, storing nothing and sending no conditional GET. A feed that cannot be read is a 422 with the
 * typed reason, as the feed test; a selector that is not CSS is a 400.
 */
export async function previewFeed(
  db: Database,
  fetcher: Fetcher,
  id: string,
  settings: z.output<typeof feedSettingsTestSchema>,
  stopping?: AbortSignal,
): Promise<FeedSettingsPreview> {
  if (settings.content_selector) await assertValidSelector(settings.content_selector);
  const [feed] = await db.select().from(rssFeeds).where(eq(rssFeeds.id, id));
  if (!feed) throw new NotFoundError("Feed not found");
  const now = new Date();
  try {
    const outcome = await fetcher.fetch(feed.feed_url, { accept: FEED_ACCEPT, signal: stopping });
    if (outcome.notModified) throw new FeedError("http_status", "HTTP 304 Not Modified without a cached copy");
    const { parseFeedInPool } = await import("./pool/feed-pool.js");
    const parsed = await parseFeedInPool(outcome, now, stopping);
    const chosen = newestItems(withinMaxAge(parsed.items, settings.max_age_days, now), settings.import_limit).filter((item) => item.facts.canonicalUrl !== null);
    const options = { ...feedReading(settings), now, signal: stopping, reservations: createSiteReservations(fetcher), showImages: feed.show_images };
    const prepared = await mapLimit(chosen.slice(0, PREVIEWED_ITEMS), 2, (item) => prepareArticle(fetcher, item, { ...options, facts: item.facts }));
    return {
      item_count: parsed.items.length,
      would_import: chosen.length,
      items: prepared.filter((article): article is PreparedArticle => article !== null).map(previewItem),
    };
  } catch (error) {
    stopping?.throwIfAborted();
    if (error instanceof FeedError) throw new AppError(422, error.reason, error.message);
    throw error;
  }
}

function previewItem(article: PreparedArticle): FeedSettingsPreview["items"][number] {
  return {
    title: article.title,
    link: article.source_url,
    text_start: cutAtWord(article.content_original.replace(/\s+/g, " ").trim(), TEXT_START_CHARS),
    word_count: article.content_word_count,
    scraping_attempted: article.scraping_attempted,
    scraped: article.content_extraction_method === "scraping",
  };
}
