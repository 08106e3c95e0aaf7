import type { ClaimedArticle } from "../articles/lifecycle/index.js";
import type { ArticleText } from "./types.js";

/** What analyzers read of a claimed article: the full text when stored, else the feed's summary. */
export function articleText(article: ClaimedArticle): ArticleText {
  const text = article.content_original?.trim() || article.content_summary?.trim() || "";
  return { title: article.title, source_name: article.source_name, text };
}
