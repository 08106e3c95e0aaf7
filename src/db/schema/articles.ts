import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { EDITABLE_CATEGORIES, EXTRACTION_METHODS, PROCESSING_STATUSES, SENTIMENTS } from "../../shared/constants.js";
import { oneOf } from "./checks.js";
import { rssFeeds } from "./feeds.js";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The text search configuration created by the first migration: Italian
 * stemming over unaccented words, so "citta" finds "città". The trigger that
 * fills articles.search_vector (migration 0003) uses it.
 */
export const SEARCH_CONFIG = "italian_unaccent";

/**
 * The words as written, lower-cased and unaccented, no stemming and no stop
 * words (migration 0019): search ranks a word found as typed above its stem
 * ("Roma" above "romano"). The same trigger fills articles.search_words.
 */
export const EXACT_SEARCH_CONFIG = "simple_unaccent";

/** An imported article (docs/product.md#articles), public once AI processing completed. */
export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    feed_id: uuid("feed_id").references(() => rssFeeds.id, { onDelete: "set null" }),
    guid: text("guid"),
    title: text("title").notNull(),
    content_summary: text("content_summary"),
    content_original: text("content_original"),
    image_url: text("image_url"),
    category: text("category"),
    /**
     * The category a set-category rule gave at import (src/feeds/rules): enrichment keeps it instead of its own
     * (articles/lifecycle/publish.ts), as it keeps an administrator's later correction by not running again.
     */
    rule_category: text("rule_category"),
    sentiment: text("sentiment"),
    source_name: text("source_name").notNull(),
    source_url: text("source_url").notNull(),
    /** source_url without fragment, tracking parameters or host variants: the dedup key. */
    canonical_url: text("canonical_url").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    reading_time: integer("reading_time").notNull().default(1),
    imported_at: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
    published_at: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    ai_processed: boolean("ai_processed").notNull().default(false),
    processing_status: text("processing_status").notNull().default("pending"),
    processed_by_ai_provider: text("processed_by_ai_provider"),
    /**
     * When an administrator saved the article from the dashboard, taking editorial responsibility for its
     * machine-written summary: from then on it is shown as "rivisto dalla redazione" instead of as written
     * automatically (docs/decisions.md#machine-written-text). A new enrichment clears it.
     */
    summary_reviewed_at: timestamp("summary_reviewed_at", { withTimezone: true }),
    ai_processed_at: timestamp("ai_processed_at", { withTimezone: true }),
    /** The provider's self-reported confidence (0..1); the local analyzer's from its category margin. */
    ai_confidence: doublePrecision("ai_confidence"),
    /** Why the last enrichment failed, kept for the admin (docs/product.md#processing-states). */
    processing_error: text("processing_error"),
    /** While "processing": the claim expires then, and the article goes back to the queue. */
    processing_lease_until: timestamp("processing_lease_until", { withTimezone: true }),
    /** While "processing": the process holding the claim ("host:pid:random"), which renews it while it lives. */
    processing_owner: text("processing_owner"),
    views: integer("views").notNull().default(0),
    content_extraction_method: text("content_extraction_method").notNull().default("rss"),
    /**
     * The publisher reserves text and data mining for this page (TDMRep or robots "noai", read at import:
     * src/feeds/reservations): it keeps the feed's own text and only the local analyzer reads it.
     */
    tdm_reserved: boolean("tdm_reserved").notNull().default(false),
    scraping_attempted: boolean("scraping_attempted").notNull().default(false),
    content_word_count: integer("content_word_count").notNull().default(0),
    /** The feed item's own <category> terms, kept as a signal for the local analyzer. */
    source_categories: text("source_categories").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Italian full-text vector over title, summary and original text, kept by a
     * trigger (migration 0003) and only for published articles: only they are
     * searched, and importing stays cheap.
     */
    search_vector: tsvector("search_vector"),
    /** The same three fields and weights with words as written (EXACT_SEARCH_CONFIG), for search's exact-word tier. */
    search_words: tsvector("search_words"),
    /**
     * The story the article belongs to (docs/product.md#stories): the id of the story's first article (of the older
     * story when two merged), its own id when it stands alone, null until grouped (published before migration 0021,
     * or grouping failed and waits for the hourly retry). Set at publish time by src/articles/stories.
     */
    story_id: uuid("story_id"),
    /** What story grouping compares: stems of title and summary, names ("=") and numbers ("#"); empty until grouped. */
    story_terms: text("story_terms").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The language of the item's title and summary as detected at import (ISO 639-1, src/language); null when
     * the text was too short to tell, which is read as Italian.
     */
    language: text("language"),
    /** Set when a provider translated the title into Italian: the language it was written in (ISO 639-1). */
    translated_from: text("translated_from"),
    /** The title as the publisher wrote it, kept beside its translation in `title`; null unless translated. */
    original_title: text("original_title"),
  },
  (t) => {
    // The partial indexes' condition, as src/articles/lifecycle/is-published.ts writes it: the planner uses a
    // partial index only for a query that repeats its condition (lifecycle/is-published.test.ts checks both agree).
    const published = sql`${t.ai_processed} and ${t.processing_status} = 'completed'`;
    return [
      uniqueIndex("articles_canonical_url_unique").on(t.canonical_url),
      index("articles_feed_guid_idx").on(t.feed_id, t.guid),
      // The public listing: published articles, newest first, with id as the keyset tie-break.
      // NULLS FIRST is what a plain "order by ... desc" means: only then can the index give the order.
      index("articles_public_listing_idx")
        .on(t.published_at.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(published),
      index("articles_public_category_idx")
        .on(t.category, t.published_at.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(published),
      index("articles_status_published_idx").on(t.processing_status, t.published_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
      index("articles_published_at_idx").on(t.published_at.desc().nullsFirst()),
      // The Statistiche counts of a period (by source, category, sentiment, state), read from the index alone.
      index("articles_statistics_idx").on(t.published_at, t.source_name, t.category, t.sentiment, t.processing_status, t.ai_processed),
      // Full-text search: the stems and the words as typed, each beside the category (btree_gin), so a search
      // within a category reads its matches there in one lookup (migration 0027). Only published articles
      // have vectors (the trigger of migrations 0003 and 0019), so only they are indexed: an import adds nothing.
      index("articles_search_idx")
        .using("gin", t.category, t.search_vector)
        .with({ gin_pending_list_limit: 256 })
        .where(sql`${t.search_vector} is not null`),
      index("articles_search_words_idx")
        .using("gin", t.category, t.search_words)
        .with({ gin_pending_list_limit: 256 })
        .where(sql`${t.search_words} is not null`),
      // Trigram indexes serve the substring fallback of search (ILIKE '%term%') on published articles,
      // with the category first (btree_gin) so a search within a category reads only that category's matches.
      // GIN pending lists are capped at 256 kB (migration 0008), so searches never read a long one.
      index("articles_title_trgm_idx")
        .using("gin", t.category, sql`${t.title} gin_trgm_ops`)
        .with({ gin_pending_list_limit: 256 })
        .where(published),
      index("articles_summary_trgm_idx")
        .using("gin", t.category, sql`${t.content_summary} gin_trgm_ops`)
        .with({ gin_pending_list_limit: 256 })
        .where(published),
      // The dashboard's search (docs/product.md#articoli) covers every status: published articles through the
      // two trigram indexes above, the others through this one (admin-article-conditions.ts spells the query
      // the planner needs). Partial, so publishing adds no entry and the index holds only the unpublished.
      // Its pending list is 4 MB, not 256 kB: every import and every claim adds a row's trigrams here, and
      // merging them into the index 256 kB at a time was half of an import's cost on PostgreSQL; only the
      // dashboard's search reads the list (migration 0026, docs/performance.md).
      index("articles_unpublished_search_trgm_idx")
        .using("gin", sql`${t.title} gin_trgm_ops`, sql`${t.content_summary} gin_trgm_ops`)
        .with({ gin_pending_list_limit: 4096 })
        .where(sql`not (${published})`),
      // The dashboard's source filter, newest first, and the list of source names (a skip scan over its first column).
      index("articles_source_published_idx").on(t.source_name, t.published_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
      // A story's articles, newest first: the home's one card per story, the other sources of a card, the lead story.
      index("articles_story_idx")
        .on(t.story_id, t.published_at.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`${t.story_id} is not null and ${published}`),
      // The lead story's candidates: articles that joined another's story, newest first (a few a day, not every
      // article), with their story so the lead is found from the index alone.
      index("articles_story_joined_idx")
        .on(t.published_at.desc().nullsFirst(), t.story_id)
        .where(sql`${t.story_id} <> ${t.id} and ${published}`),
      // Grouping's candidates: published articles sharing a distinctive term, within 48 hours.
      index("articles_story_terms_idx")
        .using("gin", t.story_terms)
        .with({ gin_pending_list_limit: 256 })
        .where(published),
      // Topic pages: the slugs of an article's tags and keywords (src/shared/slug.ts, written in SQL by migration
      // 0033 as topic_slug and article_topic_slugs), so /tag/{slug} finds its articles without reading the others.
      // Partial (migration 0039): only published articles are looked up, and an import no longer computes the
      // slugs (~70 us a row) for rows that are not. How common a topic is, which a partial index's expression does
      // not tell the planner, comes from the extended statistics articles_topic_stats of the same migration.
      index("articles_topic_idx")
        .using("gin", sql`article_topic_slugs(${t.tags}, ${t.keywords})`)
        .with({ gin_pending_list_limit: 256 })
        .where(published),
      check("articles_category_valid", sql`${t.category} is null or ${oneOf(t.category, EDITABLE_CATEGORIES)}`),
      check("articles_rule_category_valid", sql`${t.rule_category} is null or ${oneOf(t.rule_category, EDITABLE_CATEGORIES)}`),
      check("articles_sentiment_valid", sql`${t.sentiment} is null or ${oneOf(t.sentiment, SENTIMENTS)}`),
      check("articles_processing_status_valid", oneOf(t.processing_status, PROCESSING_STATUSES)),
      check("articles_extraction_method_valid", oneOf(t.content_extraction_method, EXTRACTION_METHODS)),
      check("articles_reading_time_positive", sql`${t.reading_time} >= 1`),
      check("articles_ai_confidence_range", sql`${t.ai_confidence} is null or ${t.ai_confidence} between 0 and 1`),
      check("articles_views_positive", sql`${t.views} >= 0`),
      check("articles_word_count_positive", sql`${t.content_word_count} >= 0`),
    ];
  },
);

/** One article view (docs/product.md#article-views). */
export const statistics = pgTable(
  "statistics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    article_id: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    user_agent: text("user_agent"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("statistics_created_at_idx").on(t.created_at), index("statistics_article_idx").on(t.article_id)],
);

/**
 * What remains of a deleted article: its dedup keys and no content, so the
 * sync never imports it again (docs/product.md#tombstones). `last_seen_at`
 * moves while a feed still lists the item; pruning waits until it stops.
 */
export const articleTombstones = pgTable(
  "article_tombstones",
  {
    canonical_url: text("canonical_url").primaryKey(),
    /** The feed it came from (no foreign key: a deleted feed's GUIDs simply never match again). */
    feed_id: uuid("feed_id"),
    guid: text("guid"),
    deleted_at: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("article_tombstones_feed_guid_idx").on(t.feed_id, t.guid).where(sql`${t.guid} is not null`),
    index("article_tombstones_last_seen_idx").on(t.last_seen_at),
  ],
);
