import { articles } from "../../db/schema/index.js";

/** The columns of an article on the dashboard's table (docs/product.md#articoli), for the list and the edit's answer. */
export const adminArticleColumns = {
  id: articles.id,
  title: articles.title,
  content_summary: articles.content_summary,
  category: articles.category,
  sentiment: articles.sentiment,
  source_name: articles.source_name,
  source_url: articles.source_url,
  content_extraction_method: articles.content_extraction_method,
  content_word_count: articles.content_word_count,
  processing_status: articles.processing_status,
  ai_processed: articles.ai_processed,
  processed_by_ai_provider: articles.processed_by_ai_provider,
  processing_error: articles.processing_error,
  views: articles.views,
  published_at: articles.published_at,
  imported_at: articles.imported_at,
};
