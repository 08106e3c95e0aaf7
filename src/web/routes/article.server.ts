import { data } from "react-router";
import { getPublicArticle } from "../../articles/article-page";
import { relatedArticles } from "../../articles/related-articles";
import { articleUrl, siteOrigin } from "../features/article-page/article-meta";
import type { RassegnaLoadContext } from "../load-context.server";

/** Suggestions under the article: two rows of two in its column (docs/product.md#article-page). */
const RELATED = 4;

/**
 * The published article and what to read next; anything else (unknown,
 * malformed or not yet public, docs/product.md#publishing-rule) is the not-found page with HTTP 404.
 */
export async function loadArticle(id: string, context: RassegnaLoadContext) {
  const article = await getPublicArticle(context.db, id, context.missingArticles);
  if (!article) return data({ found: false as const }, { status: 404 });
  // The story's own articles are left out: the page lists them under "La stessa notizia su".
  const [related, mostRead] = await Promise.all([relatedArticles(context.db, article, RELATED), context.mostRead.get(context.db)]);
  return {
    found: true as const,
    article,
    related,
    // Beside the article: the others read most, not this one again.
    mostRead: mostRead.filter((card) => card.id !== article.id),
    url: articleUrl(context.config.publicUrl, article.id),
    publicUrl: siteOrigin(context.config.publicUrl),
  };
}
