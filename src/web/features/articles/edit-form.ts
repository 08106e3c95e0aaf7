import type { AdminArticle, UpdateArticleInput } from "../../../shared/admin-articles";
import { EDITABLE_CATEGORIES, SENTIMENTS, type EditableCategory, type Sentiment } from "../../../shared/constants";

/** What the edit dialog's fields hold, as text. */
export interface EditValues {
  title: string;
  summary: string;
  /** "" while an article that has none yet is left without one. */
  category: string;
  sentiment: string;
}

/** The dialog's starting values: the article as it is. */
export function editValuesOf(article: AdminArticle): EditValues {
  return { title: article.title, summary: article.content_summary ?? "", category: article.category ?? "", sentiment: article.sentiment ?? "" };
}

/**
 * The PATCH body of the dialog, or why it cannot be sent: the title is
 * required. A category or sentiment left unchosen is not sent (the article
 * keeps having none); an emptied summary is sent empty and stored as none.
 */
export function editInput(values: EditValues): { input: UpdateArticleInput } | { error: "titleRequired" } {
  const title = values.title.trim();
  if (!title) return { error: "titleRequired" };
  const input: UpdateArticleInput = { title, content_summary: values.summary.trim() || null };
  if ((EDITABLE_CATEGORIES as readonly string[]).includes(values.category)) input.category = values.category as EditableCategory;
  if ((SENTIMENTS as readonly string[]).includes(values.sentiment)) input.sentiment = values.sentiment as Sentiment;
  return { input };
}
