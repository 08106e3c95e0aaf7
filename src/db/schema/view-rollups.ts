import { date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { articles } from "./articles.js";

// Totals of the statistics rows (docs/product.md#statistiche), kept by the database itself: a
// trigger on statistics adds every inserted view to the three tables in the same statement, and
// deleting an article takes its rows away (cascade, and a trigger for the per-source rows, which
// outlive no article). Migration 0012 holds the triggers and filled the tables from the rows
// stored before it. Days are Europe/Rome calendar days. Why: docs/decisions.md, "Editorial dashboard (issue 12)".

/** Views of one article on one Rome day: the most read of a period. */
export const articleDailyViews = pgTable(
  "article_daily_views",
  {
    article_id: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.article_id, t.day] }),
    // A period's rows by day, read from the index alone.
    index("article_daily_views_day_idx").on(t.day, t.article_id, t.views),
  ],
);

/** Views of one source's articles on one Rome day: the chart, the total and the per-source table. */
export const sourceDailyViews = pgTable(
  "source_daily_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    source_name: text("source_name").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.source_name] })],
);

/** Every view of one article, ever: the bound that lets the most read of a long period stop early. */
export const articleViewTotals = pgTable(
  "article_view_totals",
  {
    article_id: uuid("article_id")
      .primaryKey()
      .references(() => articles.id, { onDelete: "cascade" }),
    views: integer("views").notNull(),
  },
  (t) => [index("article_view_totals_views_idx").on(t.views.desc(), t.article_id)],
);
