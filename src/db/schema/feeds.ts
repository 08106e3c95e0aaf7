import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CATEGORIES, EDITABLE_CATEGORIES, FEED_SYNC_STATUSES, FOREIGN_ITEMS_CHOICES, LIMITS, SCRAPE_MODES } from "../../shared/constants.js";
import { RULE_ACTIONS, RULE_FIELDS, RULE_MATCH_KINDS } from "../../shared/feed-rules.js";
import { FEED_KINDS, type ListingSelectors } from "../../shared/listing-selectors.js";
import { between, oneOf } from "./checks.js";

/** A feed the admin follows (docs/product.md#feeds). */
export const rssFeeds = pgTable(
  "rss_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    feed_url: text("feed_url").notNull(),
    import_limit: integer("import_limit").notNull().default(LIMITS.importLimit.fallback),
    active: boolean("active").notNull().default(true),
    last_sync: timestamp("last_sync", { withTimezone: true }),
    last_sync_status: text("last_sync_status").notNull().default("pending"),
    consecutive_failures: integer("consecutive_failures").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Why the last sync failed (a FeedFailureReason) and how, for the feed's row on the screen. */
    last_error_reason: text("last_error_reason"),
    last_error: text("last_error"),
    /** Conditional GET validators from the last successful fetch. */
    etag: text("etag"),
    last_modified: text("last_modified"),
    /** A 429/503 Retry-After: the feed is skipped until then. */
    retry_after: timestamp("retry_after", { withTimezone: true }),
    /** Items older than this many days are not imported; 0 = no limit. */
    max_age_days: integer("max_age_days").notNull().default(LIMITS.maxAgeDays.fallback),
    /** The admin's category for this feed's articles when the text says little (a signal to the local analyzer). */
    default_category: text("default_category"),
    /** How its article pages are read: auto (only when the feed's text is short), always, never (docs/product.md#feed-rss). */
    scrape_mode: text("scrape_mode").notNull().default("auto"),
    /** A CSS selector for the article body on its pages; the matching elements' text wins over the automatic extraction. */
    content_selector: text("content_selector"),
    /** The longest summary shown for this feed's articles, in characters: a publisher's "very short extract". */
    summary_max_chars: integer("summary_max_chars").notNull().default(LIMITS.summaryMaxChars.fallback),
    /** Whether this feed's pictures are shown (a publisher may not want them beside a summary). */
    show_images: boolean("show_images").notNull().default(true),
    /**
     * What a sync does with an item not in Italian while no AI provider can translate it: "import" it as it is,
     * or "skip" it (docs/product.md#feed-rss). With a provider, foreign items are always imported and translated.
     */
    foreign_items: text("foreign_items").notNull().default("import"),
    /** "feed", or "listing": feed_url is an HTML page read by CSS selectors (docs/product.md#feed-rss). */
    kind: text("kind").notNull().default("feed"),
    /** A listing's selectors (item, title, link, date, summary); null for a feed. */
    listing_selectors: jsonb("listing_selectors").$type<ListingSelectors>(),
  },
  (t) => [
    check("rss_feeds_import_limit_range", between(t.import_limit, LIMITS.importLimit.min, LIMITS.importLimit.max)),
    check("rss_feeds_last_sync_status_valid", oneOf(t.last_sync_status, FEED_SYNC_STATUSES)),
    check("rss_feeds_consecutive_failures_positive", sql`${t.consecutive_failures} >= 0`),
    check("rss_feeds_max_age_days_range", between(t.max_age_days, LIMITS.maxAgeDays.min, LIMITS.maxAgeDays.max)),
    check("rss_feeds_summary_max_chars_range", between(t.summary_max_chars, LIMITS.summaryMaxChars.min, LIMITS.summaryMaxChars.max)),
    check("rss_feeds_foreign_items_valid", oneOf(t.foreign_items, FOREIGN_ITEMS_CHOICES)),
    check("rss_feeds_kind_valid", oneOf(t.kind, FEED_KINDS)),
    check("rss_feeds_listing_selectors_by_kind", sql`(${t.kind} = 'listing') = (${t.listing_selectors} is not null)`),
    check("rss_feeds_scrape_mode_valid", oneOf(t.scrape_mode, SCRAPE_MODES)),
    check("rss_feeds_default_category_valid", sql`${t.default_category} is null or ${oneOf(t.default_category, CATEGORIES)}`),
  ],
);

/**
 * A rule applied at sync before anything is stored (docs/product.md#regole): drop or keep the items that match,
 * or give them a category. feed_id null = every feed. Rules apply in `position` order, lowest first.
 */
export const feedRules = pgTable(
  "feed_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    feed_id: uuid("feed_id").references(() => rssFeeds.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    action: text("action").notNull(),
    field: text("field").notNull(),
    match_kind: text("match_kind").notNull(),
    pattern: text("pattern").notNull(),
    /** The category a set_category rule gives. */
    category: text("category"),
    enabled: boolean("enabled").notNull().default(true),
    /** Why the last sync skipped it (a regular expression over its time limit); cleared when the rule is saved again. */
    last_error: text("last_error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("feed_rules_position_idx").on(t.position),
    check("feed_rules_action_valid", oneOf(t.action, RULE_ACTIONS)),
    check("feed_rules_field_valid", oneOf(t.field, RULE_FIELDS)),
    check("feed_rules_match_kind_valid", oneOf(t.match_kind, RULE_MATCH_KINDS)),
    check("feed_rules_category_valid", sql`(${t.action} = 'set_category') = (${t.category} is not null) and (${t.category} is null or ${oneOf(t.category, EDITABLE_CATEGORIES)})`),
  ],
);
