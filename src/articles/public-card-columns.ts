import { articles } from "../db/schema/index.js";
import type { PublicArticleCard } from "../shared/articles.js";

/** The columns a card shows, shared by the listing, search, related articles and the article page; story-sources.ts adds the other sources. */
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
  source_url: articles.source_url,
  story_id: articles.story_id,
};

/** A card as read from the table, before story-sources.ts adds its story's other sources. */
export type PublicCardRow = Omit<PublicArticleCard, "story_sources">;
