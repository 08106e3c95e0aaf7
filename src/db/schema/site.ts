import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { articles } from "./articles.js";
import { ADS_CONSENT_MODES } from "../../shared/ads-constants.js";
import { AUTOMATION_KEYS, SOCIAL_FREQUENCIES, SOCIAL_PLATFORMS, SOCIAL_DEFAULT_TEMPLATE, SOCIAL_POST_STATUSES } from "../../shared/constants.js";
import { oneOf } from "./checks.js";

/** A message sent through the public contact form (docs/product.md#contact-messages). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    user_agent: text("user_agent"),
    read_at: timestamp("read_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_created_at_idx").on(t.created_at.desc().nullsFirst()),
    // The sidebar's unread count and the inbox's "Non letti" view read only the unread rows, newest first.
    index("contact_messages_unread_idx").on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.read_at} is null`),
  ],
);

/** One automation section's settings, keyed by section (docs/product.md#settings-records). */
export const automationSettings = pgTable(
  "automation_settings",
  {
    key: text("key").primaryKey(),
    value: jsonb("value").$type<Record<string, unknown>>().notNull(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("automation_settings_key_valid", oneOf(t.key, AUTOMATION_KEYS))],
);

export interface AdSlot {
  id: string;
  name: string;
  slot_id: string;
  format: "display" | "in-feed" | "in-article";
  position: string;
}

/** The AdSense configuration: one row (docs/product.md#settings-records). */
export const adsenseConfig = pgTable(
  "adsense_config",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Always true: the unique index on it keeps this table to a single row. */
    singleton: boolean("singleton").notNull().default(true),
    publisher_id: text("publisher_id").notNull().default(""),
    enabled: boolean("enabled").notNull().default(false),
    homepage_slots: jsonb("homepage_slots").$type<AdSlot[]>().notNull().default(sql`'[]'::jsonb`),
    article_slots: jsonb("article_slots").$type<AdSlot[]>().notNull().default(sql`'[]'::jsonb`),
    /** Who asks the reader before ads: our banner (non-personalised ads) or Google's certified message (ADS_CONSENT_MODES). */
    consent_mode: text("consent_mode").notNull().default("own_banner"),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("adsense_config_singleton", sql`${t.singleton}`),
    check("adsense_config_consent_mode_valid", oneOf(t.consent_mode, ADS_CONSENT_MODES)),
    uniqueIndex("adsense_config_singleton_unique").on(t.singleton),
  ],
);

/** Posting settings of one social platform (docs/product.md#settings-records). */
export const socialConfigs = pgTable(
  "social_configs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    platform: text("platform").notNull().unique(),
    enabled: boolean("enabled").notNull().default(false),
    access_token: text("access_token").notNull().default(""),
    post_template: text("post_template").notNull().default(SOCIAL_DEFAULT_TEMPLATE),
    frequency: text("frequency").notNull().default("immediate"),
    last_post: timestamp("last_post", { withTimezone: true }),
    /** Telegram: the chat or channel to post to ("@canale" or a numeric id). */
    chat_id: text("chat_id").notNull().default(""),
    /** Facebook: the Page that posts. */
    page_id: text("page_id").notNull().default(""),
    /** LinkedIn: the author, "urn:li:organization:…" or "urn:li:person:…". */
    author_urn: text("author_urn").notNull().default(""),
    /** Why the last post failed for good (given up, or an unknown outcome), shown on the card; cleared by a success. */
    last_error: text("last_error"),
    last_error_at: timestamp("last_error_at", { withTimezone: true }),
  },
  (t) => [
    check("social_configs_platform_valid", oneOf(t.platform, SOCIAL_PLATFORMS)),
    check("social_configs_frequency_valid", oneOf(t.frequency, SOCIAL_FREQUENCIES)),
  ],
);

/**
 * The durable social queue (docs/architecture.md#social-posting): one row per
 * article per platform, unique, so an article is posted at most once per
 * platform whatever the number of workers or crashes.
 */
export const socialPosts = pgTable(
  "social_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    article_id: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    /** queued → sending → sent; failed after the last try; skipped when the article stopped being public. */
    status: text("status").notNull().default("queued"),
    /** Not sent before this time (automation mode and platform frequency). */
    due_at: timestamp("due_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** The worker holding the row, until lease_expires_at (a crashed worker's claim frees itself). */
    lease_owner: text("lease_owner"),
    lease_expires_at: timestamp("lease_expires_at", { withTimezone: true }),
    /** The text sent (rendered from the template when the send started). */
    message: text("message"),
    /** The platform's id of the post once sent. */
    remote_id: text("remote_id"),
    last_error: text("last_error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("social_posts_article_platform_unique").on(t.article_id, t.platform),
    index("social_posts_due_idx").on(t.status, t.due_at),
    check("social_posts_platform_valid", oneOf(t.platform, SOCIAL_PLATFORMS)),
    check("social_posts_status_valid", oneOf(t.status, SOCIAL_POST_STATUSES)),
  ],
);
