import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * An article moved out of the live tables (docs/product.md#spazio-server): one row per article, so one
 * article can be found and restored alone. `payload` is the article row and its dependent rows (views,
 * daily and all-time view totals, social posts, linked training examples) as JSON, gzip-compressed;
 * the plain columns are what the archive's search and list, and the Statistiche counts, read without
 * opening it (docs/decisions.md, "The archive").
 */
export const articleArchive = pgTable(
  "article_archive",
  {
    /** The article's own id: a restored article keeps its address. */
    id: uuid("id").primaryKey(),
    title: text("title").notNull(),
    source_name: text("source_name").notNull(),
    source_url: text("source_url").notNull(),
    category: text("category"),
    /** The Statistiche counts of a period read these four as they read the live article's. */
    sentiment: text("sentiment"),
    processing_status: text("processing_status").notNull(),
    ai_processed: boolean("ai_processed").notNull(),
    published_at: timestamp("published_at", { withTimezone: true }).notNull(),
    archived_at: timestamp("archived_at", { withTimezone: true }).notNull().defaultNow(),
    /** What the live rows took (pg_column_size of the article and its dependent rows) when archived. */
    live_bytes: integer("live_bytes").notNull(),
    payload: bytea("payload").notNull(),
  },
  (t) => [
    // The Statistiche counts of a period, from the index alone, as articles_statistics_idx serves the live ones.
    index("article_archive_statistics_idx").on(t.published_at, t.source_name, t.category, t.sentiment, t.processing_status, t.ai_processed),
    // The archive's search by title words (ILIKE '%word%').
    index("article_archive_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
  ],
);
