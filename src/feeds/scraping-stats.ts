import { sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { queryRows } from "../db/database.js";
import type { ScrapingStats } from "../shared/feeds.js";

/** How articles got their text: totals, scraped vs feed text, and average words. */
export async function scrapingStats(db: Database): Promise<ScrapingStats> {
  const [row] = await queryRows<{ total: number; scraped: number; average_words: number }>(
    db,
    sql`select count(*)::int as total,
               count(*) filter (where content_extraction_method = 'scraping')::int as scraped,
               coalesce(round(avg(content_word_count)), 0)::int as average_words
        from articles`,
  );
  const total = row?.total ?? 0;
  const scraped = row?.scraped ?? 0;
  return { total, scraped, rss: total - scraped, average_words: row?.average_words ?? 0 };
}
