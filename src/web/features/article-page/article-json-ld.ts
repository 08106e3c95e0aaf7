import type { PublicArticle } from "../../../shared/articles";
import type { Category } from "../../../shared/constants";
import { CATEGORY_LABELS, SITE_NAME } from "../../../shared/labels";
import { summaryDisclosure } from "../../../shared/summary-disclosure";
import { httpUrl } from "./safe-url";

/** What the article's tags and structured data are built from. */
export type ArticleMetaSource = Pick<
  PublicArticle,
  | "id"
  | "title"
  | "content_summary"
  | "image_url"
  | "category"
  | "source_name"
  | "source_url"
  | "published_at"
  | "ai_processed_at"
  | "processed_by_ai_provider"
  | "summary_reviewed_at"
>;

/** The Italian name of a category, or null (no section to announce). */
export function categoryLabel(category: string | null): string | null {
  if (!category) return null;
  return CATEGORY_LABELS[category as Category] ?? category;
}

/** When the article last changed here: its AI enrichment, never before its publication. */
export function modifiedAt(article: Pick<ArticleMetaSource, "published_at" | "ai_processed_at">): Date {
  const published = new Date(article.published_at);
  if (!article.ai_processed_at) return published;
  const processed = new Date(article.ai_processed_at);
  return processed > published ? processed : published;
}

/**
 * schema.org NewsArticle for search engines. Rassegna wrote the summary, so it
 * is author and publisher; the source article is what it is based on; creditText
 * says who wrote the summary ("Riassunto generato automaticamente con …", or reviewed
 * by the newsroom), as every other place the summary appears does. React
 * Router's meta "script:ld+json" serialises it with <, > and & escaped.
 */
export function newsArticleJsonLd(input: {
  article: ArticleMetaSource;
  keywords: string[];
  description: string;
  canonicalUrl: string;
  siteUrl: string;
}): Record<string, unknown> {
  const { article, keywords, description, canonicalUrl, siteUrl } = input;
  const image = httpUrl(article.image_url);
  const source = httpUrl(article.source_url);
  const section = categoryLabel(article.category);
  const rassegna = { "@type": "Organization", name: SITE_NAME, url: siteUrl };
  const credit = summaryDisclosure(article);
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description,
    url: canonicalUrl,
    mainEntityOfPage: { "@type": "WebPage", "@id": canonicalUrl },
    datePublished: new Date(article.published_at).toISOString(),
    dateModified: modifiedAt(article).toISOString(),
    ...(image ? { image: [image] } : {}),
    author: rassegna,
    publisher: rassegna,
    ...(source
      ? { isBasedOn: { "@type": "NewsArticle", url: source, publisher: { "@type": "Organization", name: article.source_name } } }
      : {}),
    ...(section ? { articleSection: section } : {}),
    ...(keywords.length > 0 ? { keywords: keywords.join(", ") } : {}),
    ...(credit && article.content_summary ? { creditText: credit } : {}),
    inLanguage: "it-IT",
    isAccessibleForFree: true,
  };
}
