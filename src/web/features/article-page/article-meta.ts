import type { MetaDescriptor } from "react-router";
import { LIMITS } from "../../../shared/constants";
import { SITE_NAME } from "../../../shared/labels";
import { isMachineWritten, MACHINE_SUMMARY_LABEL } from "../../../shared/summary-disclosure";
import { breadcrumbJsonLd, homeCrumb, INDEXABLE_ROBOTS } from "../../lib/search-engines";
import { type ArticleMetaSource, categoryLabel, modifiedAt, newsArticleJsonLd } from "./article-json-ld";
import { metaDescription } from "./meta-description";
import { httpUrl } from "./safe-url";

/** The site's address without a trailing slash, as PUBLIC_URL may be written either way. */
export function siteOrigin(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, "");
}

/** The canonical address of an article page, built from PUBLIC_URL. */
export function articleUrl(publicUrl: string, id: string): string {
  return `${siteOrigin(publicUrl)}/articolo/${encodeURIComponent(id)}`;
}

/**
 * Everything the article page tells crawlers and link previews (docs/product.md#article-page):
 * title, description, keywords, canonical, Open Graph, Twitter card, JSON-LD.
 */
export function articleMeta(input: { article: ArticleMetaSource; keywords: string[]; publicUrl: string }): MetaDescriptor[] {
  const { article, keywords } = input;
  const siteUrl = siteOrigin(input.publicUrl);
  const canonicalUrl = articleUrl(siteUrl, article.id);
  const description = metaDescription(article.content_summary || article.title);
  const previewDescription = linkPreviewDescription(article, description);
  const image = httpUrl(article.image_url);
  const section = categoryLabel(article.category);
  const optional = (condition: unknown, descriptors: MetaDescriptor[]) => (condition ? descriptors : []);
  return [
    { title: `${article.title} | ${SITE_NAME}` },
    { name: "description", content: description },
    ...optional(keywords.length, [{ name: "keywords", content: keywords.join(", ") }]),
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "it_IT" },
    { property: "og:title", content: article.title },
    { property: "og:description", content: previewDescription },
    { property: "og:url", content: canonicalUrl },
    ...optional(image, [
      { property: "og:image", content: image },
      { property: "og:image:alt", content: article.title },
    ]),
    { property: "article:published_time", content: new Date(article.published_at).toISOString() },
    { property: "article:modified_time", content: modifiedAt(article).toISOString() },
    ...optional(section, [{ property: "article:section", content: section }]),
    ...keywords.map((keyword) => ({ property: "article:tag", content: keyword })),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: article.title },
    { name: "twitter:description", content: previewDescription },
    ...optional(image, [{ name: "twitter:image", content: image }]),
    INDEXABLE_ROBOTS,
    { "script:ld+json": newsArticleJsonLd({ article, keywords, description, canonicalUrl, siteUrl }) },
    // Rassegna › the category's page › the article (docs/decisions.md#structured-data).
    breadcrumbJsonLd([
      homeCrumb(siteUrl),
      ...(section && article.category ? [{ name: section, url: `${siteUrl}/?category=${encodeURIComponent(article.category)}` }] : []),
      { name: article.title },
    ]),
  ];
}

/**
 * What a link preview (a social post's card, a chat's) shows under the title: a machine-written summary starts
 * with "Riassunto automatico: ", so the label travels with the text (docs/decisions.md, "Machine-written text");
 * the search snippet's description keeps the summary alone, and the structured data carries the credit.
 */
function linkPreviewDescription(article: ArticleMetaSource, description: string): string {
  if (!article.content_summary || !isMachineWritten(article)) return description;
  const prefix = `${MACHINE_SUMMARY_LABEL}: `;
  return prefix + metaDescription(article.content_summary, LIMITS.metaDescriptionLength - prefix.length);
}

/** The missing article's page: titled, and kept out of search indexes. */
export function articleNotFoundMeta(): MetaDescriptor[] {
  return [{ title: `Articolo non trovato | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}
