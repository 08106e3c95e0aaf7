import type { ClaimedArticle } from "../articles/lifecycle/index.js";
import { CATEGORIES, type Category } from "../shared/constants.js";
import type { ArticleText } from "./types.js";

/**
 * What analyzers read of a claimed article: the full text when stored, else
 * the feed's summary; and, for the local analyzer, what its feed says of it.
 */
export function articleText(article: ClaimedArticle): ArticleText {
  const text = article.content_original?.trim() || article.content_summary?.trim() || "";
  const defaultCategory = (CATEGORIES as readonly string[]).includes(article.feed_default_category ?? "") ? (article.feed_default_category as Category) : null;
  return {
    title: article.title,
    source_name: article.source_name,
    text,
    signals: { itemCategories: article.source_categories ?? [], url: article.source_url || null, feedName: article.feed_name, defaultCategory },
  };
}
