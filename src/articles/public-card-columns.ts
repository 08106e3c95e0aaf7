import { articles } from "../db/schema/index.js";

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
  summary_reviewed_at: articles.summary_reviewed_at,
  ai_processed: articles.ai_processed,
  imported_at: articles.imported_at,
  published_at: articles.published_at,
  source_url: articles.source_url,
  story_id: articles.story_id,
  translated_from: articles.translated_from,
  original_title: articles.original_title,
};
