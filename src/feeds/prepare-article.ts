import type { PendingArticle } from "../articles/store-pending-articles.js";
import { canonicalUrl } from "./canonical-url.js";
import { countWords } from "./extract/word-count.js";
import type { Fetcher } from "./fetch/fetcher.js";
import { itemLink } from "./item-link.js";
import type { ItemFacts } from "./pool/item-facts.js";
import { extractPageInPool } from "./pool/feed-pool.js";
import type { SiteReservations } from "./reservations/site-reservations.js";
import type { ParsedItem } from "./types.js";

export { itemLink };

/** Feed text shorter than this sends the importer to the article's page (docs/product.md#feed-sync). */
export const SCRAPE_BELOW_WORDS = 150;
/** A feed date further ahead than this is a publisher's clock error: the import time is used instead. */
const FUTURE_TOLERANCE_MS = 10 * 60_000;

/** An article prepared from a feed item: what articles/ stores as pending. */
export type PreparedArticle = PendingArticle;

/** Reading time at 200 words a minute, at least one minute. */
export function readingTime(words: number): number {
  return Math.max(1, Math.round(words / 200));
}

export interface PrepareOptions {
  /** Fetch the page when the feed's text is short: off for a feed whose scrape_mode is "never". */
  scrape: boolean;
  /** With `scrape`, fetch every item's page, whatever the length of the feed's text (scrape_mode "always"). */
  alwaysScrape?: boolean;
  /** The feed's CSS selector for the article body (rss_feeds.content_selector). */
  contentSelector?: string | null;
  now: Date;
  signal?: AbortSignal | undefined;
  facts?: ItemFacts;
  /** The publishers' sites' TDMRep rules; without it only the page's own header and meta are read. */
  reservations?: SiteReservations;
  /** False for a feed whose pictures are not shown (rss_feeds.show_images): the article keeps none. */
  showImages?: boolean;
}

/**
 * Turns a feed item into an article: when its text is short (or the feed's
 * scrape_mode is "always"), fetches the page through the same safe fetcher and
 * keeps the page's text if it is longer (with "always", whenever there is one).
 * A page that cannot be read leaves the feed's text: that is not a feed failure.
 * A publisher that reserves text and data mining (its site's tdmrep.json, or
 * the page's header or meta, docs/decisions.md "Publishers' reservations") is
 * not scraped, or its page's text is dropped: the article keeps the feed's
 * text and is marked for the local analyzer alone. The item's facts, when the
 * worker that parsed the feed gave them, spare the main thread counting its
 * words again.
 */
export async function prepareArticle(fetcher: Fetcher, item: ParsedItem, options: PrepareOptions): Promise<PreparedArticle | null> {
  const link = options.facts ? options.facts.link : itemLink(item);
  if (!link) return null;
  let text = item.summary;
  let words = options.facts?.words ?? countWords(text);
  let image = item.image;
  let method: PreparedArticle["content_extraction_method"] = "rss";
  let attempted = false;
  let reserved = (await options.reservations?.reserves(link, options.signal).catch(() => false)) ?? false;

  if (!reserved && options.scrape && (options.alwaysScrape || words < SCRAPE_BELOW_WORDS)) {
    attempted = true;
    const page = await fetcher.fetch(link, { accept: "text/html,application/xhtml+xml", signal: options.signal }).catch(() => null);
    if (page && !page.notModified) {
      // Decoding and Readability run in a worker thread, off the main thread's database work.
      const extracted = page.tdmReserved ? null : await extractPageInPool(page, options.signal, options.contentSelector);
      reserved = page.tdmReserved === true || extracted?.tdmReserved === true;
      // "always" is the admin choosing the page over the feed; "auto" keeps whichever text is longer.
      if (!reserved && extracted && extracted.wordCount > (options.alwaysScrape ? 0 : words)) {
        text = extracted.text;
        words = extracted.wordCount;
        method = "scraping";
      }
      if (!reserved) image ??= extracted?.image ?? null;
    }
  }
  if (options.showImages === false) image = null;

  const published = item.publishedAt && item.publishedAt.getTime() <= options.now.getTime() + FUTURE_TOLERANCE_MS ? item.publishedAt : options.now;
  return {
    guid: item.guid,
    // Cleaning keeps blocks apart as paragraphs; a title is one line whatever markup it came in.
    title: item.title.replace(/\s+/g, " ").trim() || text.split(/\s+/).slice(0, 12).join(" ") || link,
    source_url: link,
    canonical_url: options.facts?.canonicalUrl ?? canonicalUrl(link)!,
    content_original: text,
    image_url: image,
    published_at: published,
    content_extraction_method: method,
    scraping_attempted: attempted,
    content_word_count: words,
    reading_time: readingTime(words),
    source_categories: item.categories,
    tdm_reserved: reserved,
    rule_category: item.ruleCategory ?? null,
  };
}
