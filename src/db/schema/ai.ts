import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, integer, pgSequence, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { AI_PROVIDERS, LIMITS } from "../../shared/constants.js";
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
