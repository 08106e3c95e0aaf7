import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { articles } from "../db/schema/index.js";
import type { PublicArticleCard } from "../shared/articles.js";
import { LIMITS } from "../shared/constants.js";

/** Only AI-processed, completed articles are public (DECISIONS.md "Publishing rule"). */
export const isPublished: SQL = and(eq(articles.ai_processed, true), eq(articles.processing_status, "completed"))!;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The home page's articles: newest published first, optionally by exact category and by text in title or summary. */
export async function listPublishedArticles(
  db: Database,
  filters: { search?: string | undefined; category?: string | undefined },
): Promise<PublicArticleCard[]> {
  const conditions: SQL[] = [isPublished];
  if (filters.category) conditions.push(eq(articles.category, filters.category));
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(or(ilike(articles.title, pattern), ilike(articles.content_summary, pattern))!);
  }
  return db
    .select({
      id: articles.id,
      title: articles.title,
      content_summary: articles.content_summary,
      image_url: articles.image_url,
      category: articles.category,
      sentiment: articles.sentiment,
      source_name: articles.source_name,
      processed_by_ai_provider: articles.processed_by_ai_provider,
      imported_at: articles.imported_at,
      published_at: articles.published_at,
    })
    .from(articles)
    .where(and(...conditions))
    .orderBy(desc(articles.published_at), desc(articles.id))
    .limit(LIMITS.homePageSize);
}
