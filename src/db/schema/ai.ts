import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, integer, pgSequence, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { AI_PROVIDERS, EDITABLE_CATEGORIES, LIMITS, SENTIMENTS, TRAINING_ORIGINS } from "../../shared/constants.js";
import { articles } from "./articles.js";
import { between, oneOf } from "./checks.js";

/** Hands out increasing turns: the provider that took a request longest ago goes next (round-robin). */
export const aiRotationTurn = pgSequence("ai_rotation_turn");

/** A configured AI provider (docs/product.md#settings-records). */
export const aiConfigs = pgTable(
  "ai_configs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    api_key: text("api_key").notNull(),
    model_name: text("model_name").notNull(),
    endpoint: text("endpoint").notNull().default(""),
    priority: integer("priority").notNull().default(LIMITS.aiPriority.fallback),
    daily_request_limit: integer("daily_request_limit").notNull().default(LIMITS.aiDailyRequests.fallback),
    active: boolean("active").notNull().default(true),
    /** The turn (from ai_rotation_turn) at which it last took a request; lowest goes first among equal priority. */
    rotation_turn: bigint("rotation_turn", { mode: "number" }).notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Since when every call to it has failed (null once one answers), and its last failed call: "every
     * provider failing for an hour" (docs/product.md#operational-data, src/ai/provider-failures.ts).
     */
    failing_since: timestamp("failing_since", { withTimezone: true }),
    last_failed_at: timestamp("last_failed_at", { withTimezone: true }),
  },
  (t) => [
    check("ai_configs_provider_valid", oneOf(t.provider, AI_PROVIDERS)),
    check("ai_configs_priority_range", between(t.priority, LIMITS.aiPriority.min, LIMITS.aiPriority.max)),
    check(
      "ai_configs_daily_limit_range",
      between(t.daily_request_limit, LIMITS.aiDailyRequests.min, LIMITS.aiDailyRequests.max),
    ),
  ],
);

/** Requests made through one provider on one day, Europe/Rome (docs/product.md#settings-records). */
export const aiUsageTracking = pgTable(
  "ai_usage_tracking",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ai_config_id: uuid("ai_config_id")
      .notNull()
      .references(() => aiConfigs.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    requests_count: integer("requests_count").notNull().default(0),
    last_used_at: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    unique("ai_usage_tracking_config_date_unique").on(t.ai_config_id, t.date),
    check("ai_usage_tracking_count_positive", sql`${t.requests_count} >= 0`),
  ],
);

/**
 * A labelled example the local analyzer learns from: the admin's correction of an
 * article, or a real provider's answer (docs/product.md#local-analyzer). One per
 * article and origin; the latest label wins.
 */
export const aiTrainingExamples = pgTable(
  "ai_training_examples",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    article_id: uuid("article_id").references(() => articles.id, { onDelete: "set null" }),
    origin: text("origin").notNull(),
    /** The provider that answered, for origin "provider". */
    provider: text("provider"),
    title: text("title").notNull(),
    /** The article's text, cut to what the analyzer reads. */
    text: text("text").notNull(),
    category: text("category"),
    sentiment: text("sentiment"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("ai_training_examples_article_origin_unique").on(t.article_id, t.origin),
    check("ai_training_examples_origin_valid", oneOf(t.origin, TRAINING_ORIGINS)),
    check("ai_training_examples_category_valid", sql`${t.category} is null or ${oneOf(t.category, EDITABLE_CATEGORIES)}`),
    check("ai_training_examples_sentiment_valid", sql`${t.sentiment} is null or ${oneOf(t.sentiment, SENTIMENTS)}`),
  ],
);
