import { and, eq, type SQL } from "drizzle-orm";
import { articles } from "../db/schema/index.js";

/** Only AI-processed, completed articles are public (docs/product.md#publishing-rule). */
export const isPublished: SQL = and(eq(articles.ai_processed, true), eq(articles.processing_status, "completed"))!;

/** The columns a card shows, shared by the listing, search, related articles and the article page. */
export const publicCardColumns = {
  id: articles.id,
  title: articles.title,
  content_summary: articles.content_summary,
  image_url: articles.image_url,
  category: articles.category,
  sentiment: articles.sentiment,
  source_name: articles.source_name,
  processed_by_ai_provider: articles.processed_by_ai_provider,
  ai_processed: articles.ai_processed,
  imported_at: articles.imported_at,
  published_at: articles.published_at,
};
