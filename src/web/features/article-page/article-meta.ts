import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "../../../shared/labels";
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
    { property: "og:description", content: description },
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
    { name: "twitter:description", content: description },
    ...optional(image, [{ name: "twitter:image", content: image }]),
    { "script:ld+json": newsArticleJsonLd({ article, keywords, description, canonicalUrl, siteUrl }) },
  ];
}

/** The missing article's page: titled, and kept out of search indexes. */
export function articleNotFoundMeta(): MetaDescriptor[] {
  return [{ title: `Articolo non trovato | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}
