import { z } from "zod";
import { CATEGORIES, FEED_SYNC_STATUSES, FOREIGN_ITEMS_CHOICES, LIMITS, SCRAPE_MODES } from "./constants.js";
import { FEED_KINDS, listingSelectorsViewSchema } from "./listing-selectors.js";

const httpUrl = z
  .string()
  .trim()
  .min(1, "feed_url is required")
  .max(2000)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), "feed_url must be an http(s) URL");

/**
 * import_limit as docs/product.md#feed-rss reads it: missing or non-numeric falls back to 10;
 * a number outside 1..100 is refused (the form says "Il limite deve essere tra 1 e 100").
 */
const importLimit = z.preprocess((value) => {
  const number = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(number) ? Math.trunc(number) : LIMITS.importLimit.fallback;
}, z.number().int().min(LIMITS.importLimit.min, "import_limit must be between 1 and 100").max(LIMITS.importLimit.max, "import_limit must be between 1 and 100"));

/** max_age_days: whole days, 0 = no limit; missing means the default 7 (docs/product.md#feed-rss). */
const maxAgeDays = z
  .number()
  .int("max_age_days must be a whole number of days")
  .min(LIMITS.maxAgeDays.min, "max_age_days must be between 0 and 3650")
  .max(LIMITS.maxAgeDays.max, "max_age_days must be between 0 and 3650");

/** The longest summary shown for a feed's articles, in characters (docs/product.md#feed-rss). */
const summaryMaxChars = z
  .number()
  .int("summary_max_chars must be a whole number of characters")
  .min(LIMITS.summaryMaxChars.min, "summary_max_chars must be between 100 and 600")
  .max(LIMITS.summaryMaxChars.max, "summary_max_chars must be between 100 and 600");

/** The admin's default category for a feed's articles, or null for none. */
const defaultCategory = z.enum(CATEGORIES).nullable();

/**
 * A CSS selector for a feed's article body: blank means none (null). Its syntax is checked by the server
 * (src/feeds/extract/content-selector.ts), which answers 400 "invalid_selector".
 */
const contentSelector = z
  .string()
  .trim()
  .max(LIMITS.contentSelectorChars, `content_selector must be at most ${LIMITS.contentSelectorChars} characters`)
  .nullable()
  .transform((value) => (value ? value : null));

const scrapeMode = z.enum(SCRAPE_MODES);

export const createFeedSchema = z.object({
  name: z.string().trim().min(1, "name is required").max(200),
  feed_url: httpUrl,
  import_limit: importLimit,
  max_age_days: maxAgeDays.default(LIMITS.maxAgeDays.fallback),
  default_category: defaultCategory.default(null),
  /** "Salva comunque": store the feed without reading it first (docs/product.md#feed-rss). */
  force: z.boolean().default(false),
});

export const updateFeedSchema = z
  .object({
    active: z.boolean().optional(),
    import_limit: importLimit.optional(),
    max_age_days: maxAgeDays.optional(),
    default_category: defaultCategory.optional(),
    /** How its article pages are read: auto, always, never. */
    scrape_mode: scrapeMode.optional(),
    content_selector: contentSelector.optional(),
    summary_max_chars: summaryMaxChars.optional(),
    show_images: z.boolean().optional(),
    /** Foreign items while no provider can translate them (docs/product.md#feed-rss). */
    foreign_items: z.enum(FOREIGN_ITEMS_CHOICES, "foreign_items must be import or skip").optional(),
  })
  .refine(
    (value) => Object.values(value).some((field) => field !== undefined),
    "nothing to update: send active, import_limit, max_age_days, default_category, scrape_mode, content_selector, summary_max_chars, show_images or foreign_items",
  );

export const testFeedSchema = z.object({ url: httpUrl });

/** Why a feed or page could not be read: stored as error_type, labelled by the dashboard. */
export type FeedFailureReason =
  | "timeout"
  | "dns"
  | "tls"
  | "connection"
  | "http_status"
  | "too_many_redirects"
  | "too_large"
  | "ssrf_refused"
  | "bot_protection"
  | "not_a_feed"
  | "parse_error";

/** ISO 8601 timestamps as the API writes them (Date.toISOString). */
const timestamp = z.iso.datetime();

/** A feed as the admin API returns it. */
export const feedViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  feed_url: z.string(),
  /** "listing": feed_url is an HTML page read by listing_selectors (docs/product.md#feed-rss). */
  kind: z.enum(FEED_KINDS),
  listing_selectors: listingSelectorsViewSchema.nullable(),
  import_limit: z.number().int(),
  max_age_days: z.number().int(),
  default_category: z.enum(CATEGORIES).nullable(),
  /** How its article pages are read: auto (only when the feed's text is short), always, never. */
  scrape_mode: scrapeMode,
  /** A CSS selector for the article body on its pages, or null for the automatic extraction alone. */
  content_selector: z.string().nullable(),
  /** The longest summary shown for its articles, in characters. */
  summary_max_chars: z.number().int(),
  /** Whether its articles' pictures are shown. */
  show_images: z.boolean(),
  /** Foreign items while no provider can translate them: imported as they are, or skipped. */
  foreign_items: z.enum(FOREIGN_ITEMS_CHOICES),
  active: z.boolean(),
  last_sync: timestamp.nullable(),
  last_sync_status: z.enum(FEED_SYNC_STATUSES),
  consecutive_failures: z.number().int(),
  /** Why the last sync failed, as a code the screen translates. */
  last_error_reason: z.string().nullable(),
  last_error: z.string().nullable(),
  /** Set while the feed is backing off after failures. */
  retry_after: timestamp.nullable(),
  created_at: timestamp,
});
export type FeedView = z.infer<typeof feedViewSchema>;

/** GET /api/admin/feeds: every feed, newest first. */
export const feedListSchema = z.array(feedViewSchema);

/** The sync response (docs/product.md#server-functions); also the 409 answer while another sync runs (`success: false`). */
/** The `error` code of a sync refused because another one runs (409): the screen branches on it, never on English words. */
export const SYNC_IN_PROGRESS = "sync_in_progress";

export const syncResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  imported: z.number().int(),
  scraped: z.number().int(),
  feeds_processed: z.number().int(),
  feeds_succeeded: z.number().int(),
  feeds_failed: z.number().int(),
  duration_ms: z.number(),
  /** Each feed tried; a failed one with its English `error` and its `reason` (a FeedFailureReason), which the screen words in Italian. */
  results: z.array(z.object({ feedName: z.string(), success: z.boolean(), imported: z.number().int(), error: z.string().nullable(), reason: z.string().nullable() })),
  message: z.string(),
});
export type SyncResponse = z.infer<typeof syncResponseSchema>;

/** The four cards of the Feed RSS screen. */
export const scrapingStatsSchema = z.object({
  total: z.number().int(),
  scraped: z.number().int(),
  rss: z.number().int(),
  average_words: z.number(),
});
export type ScrapingStats = z.infer<typeof scrapingStatsSchema>;

/** POST /api/admin/feeds/test answer: nothing is imported. */
export const feedTestResultSchema = z.object({
  title: z.string(),
  item_count: z.number().int(),
  items: z.array(z.string()),
  /** The newest dated item's date, null when no item carries one. */
  newest_at: timestamp.nullable(),
});
export type FeedTestResult = z.infer<typeof feedTestResultSchema>;

/** POST /api/admin/feeds answer: the stored feed and, unless saved with `force`, what reading it found. */
export const createdFeedSchema = feedViewSchema.extend({ check: feedTestResultSchema.nullable() });
export type CreatedFeed = z.infer<typeof createdFeedSchema>;

/** A feed a site's page declares or serves at a usual path, read and found working. */
export const discoveredFeedSchema = z.object({ url: z.string(), title: z.string(), item_count: z.number().int() });
export type DiscoveredFeed = z.infer<typeof discoveredFeedSchema>;

/** POST /api/admin/feeds/discover answer: the working feeds of the site whose page the URL is (docs/product.md#feed-rss). */
export const discoveredFeedsSchema = z.object({ candidates: z.array(discoveredFeedSchema) });

/**
 * What the add form shows for an address not added: the 422's `{error, message}` (error a FeedFailureReason)
 * and, for a page that is no feed, the site's feeds from POST /api/admin/feeds/discover.
 */
export interface FeedCheckFailure {
  error: string;
  message: string;
  candidates: DiscoveredFeed[];
}

/** The unsaved settings the feed dialog's "Testa" runs the feed with. */
export const feedSettingsTestSchema = z.object({
  scrape_mode: scrapeMode,
  content_selector: contentSelector.default(null),
  max_age_days: maxAgeDays,
  import_limit: importLimit,
});

/** What the feed would import with those settings, nothing stored (POST /api/admin/feeds/:id/test-settings). */
export const feedSettingsPreviewSchema = z.object({
  /** Items the feed lists, and those within the maximum age and the import limit. */
  item_count: z.number().int(),
  would_import: z.number().int(),
  items: z.array(
    z.object({
      title: z.string(),
      link: z.string(),
      /** The start of the text the article would get. */
      text_start: z.string(),
      word_count: z.number().int(),
      /** Its page was read, and whether the page's text was kept. */
      scraping_attempted: z.boolean(),
      scraped: z.boolean(),
    }),
  ),
});
export type FeedSettingsPreview = z.infer<typeof feedSettingsPreviewSchema>;

/** POST /api/admin/feeds/opml body: the OPML file's text; `check: false` adds the feeds without reading them. */
export const opmlImportSchema = z.object({ opml: z.string().min(1, "opml is required").max(1_000_000), check: z.boolean().default(true) });

/** One added feed's check: its item count, or why it could not be read (`reason` a FeedFailureReason). */
export const opmlFeedCheckSchema = z.object({
  name: z.string(),
  feed_url: z.string(),
  ok: z.boolean(),
  item_count: z.number().int().nullable(),
  reason: z.string().nullable(),
  message: z.string().nullable(),
});
export type OpmlFeedCheck = z.infer<typeof opmlFeedCheckSchema>;

/** POST /api/admin/feeds/opml answer. */
export const opmlImportResultSchema = z.object({
  added: z.number().int(),
  skipped: z.number().int(),
  invalid: z.number().int(),
  /** The added feeds, each read once (empty when the import asked for no check). */
  checks: z.array(opmlFeedCheckSchema),
});
export type OpmlImportResult = z.infer<typeof opmlImportResultSchema>;
