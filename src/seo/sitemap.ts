import type { Database } from "../db/database.js";
import { countPublishedArticles, listingsLastPublished, publishedArticleChunks } from "./crawler-articles.js";
import { LISTED_PAGE_KINDS } from "./listed-pages.js";
import { articleUrl, siteOrigin, sitePages } from "./site-pages.js";
import { w3cDate } from "./w3c-date.js";
import { escapeXml } from "./xml.js";

/**
 * URLs per sitemap file. The protocol allows 50,000; staying under it leaves
 * room for the pages list and for articles published while a crawler reads.
 */
export const SITEMAP_PART_SIZE = 45_000;

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

// Entries are written as strings, not element trees: a full sitemap has tens of thousands of them.
function urlEntry(loc: string, lastmod: string | undefined): string {
  const date = lastmod ? `\n    <lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  return `  <url>\n    <loc>${escapeXml(loc)}</loc>${date}\n  </url>`;
}

function sitemapDocument(root: "urlset" | "sitemapindex", entries: string[]): string {
  const open = `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${SITEMAP_NS}"`;
  return entries.length === 0 ? `${open}/>\n` : `${open}>\n${entries.join("\n")}\n</${root}>\n`;
}

/** Every page but the articles: the site's own (home, categories, static pages), then the listed kinds (topics, publishers). */
async function pageEntries(db: Database, publicUrl: string): Promise<string[]> {
  const latest = await listingsLastPublished(db);
  const own = sitePages(publicUrl).map((page) => {
    const date = page.listing === undefined ? undefined : latest.get(page.listing);
    return urlEntry(page.loc, date && w3cDate(date));
  });
  const listed = [];
  for (const kind of LISTED_PAGE_KINDS) listed.push(...(await kind(db, publicUrl)).map((page) => urlEntry(page.loc, page.lastmod)));
  return [...own, ...listed];
}

async function articleEntries(db: Database, publicUrl: string, offset: number, limit: number): Promise<string[]> {
  const entries: string[] = [];
  for await (const chunk of publishedArticleChunks(db, offset, limit)) {
    for (const article of chunk) entries.push(urlEntry(articleUrl(publicUrl, article.id), article.lastmod));
  }
  return entries;
}

function partCount(articleCount: number, partSize: number): number {
  return Math.max(1, Math.ceil(articleCount / partSize));
}

export interface SitemapOptions {
  db: Database;
  publicUrl: string;
  /** URLs per file; tests make it small to reach the index. */
  partSize?: number;
}

/**
 * /sitemap.xml: the home, the categories, the static pages, the topics and
 * publishers (listed-pages.ts) and every
 * published article in one file while they fit; past that, a sitemap index
 * of /sitemap-pages.xml and /sitemap-articles-N.xml.
 */
export async function buildSitemap({ db, publicUrl, partSize = SITEMAP_PART_SIZE }: SitemapOptions): Promise<string> {
  const count = await countPublishedArticles(db);
  const pages = await pageEntries(db, publicUrl);
  if (pages.length + count <= partSize) return sitemapDocument("urlset", [...pages, ...(await articleEntries(db, publicUrl, 0, count))]);

  const origin = siteOrigin(publicUrl);
  const files = ["/sitemap-pages.xml", ...Array.from({ length: partCount(count, partSize) }, (_, index) => `/sitemap-articles-${index + 1}.xml`)];
  return sitemapDocument(
    "sitemapindex",
    files.map((file) => `  <sitemap>\n    <loc>${escapeXml(`${origin}${file}`)}</loc>\n  </sitemap>`),
  );
}

/** /sitemap-pages.xml: every page that is not an article (topics and publishers among them). */
export async function buildPagesSitemap({ db, publicUrl }: SitemapOptions): Promise<string> {
  return sitemapDocument("urlset", await pageEntries(db, publicUrl));
}

/** /sitemap-articles-N.xml (N from 1): one slice of the published articles, oldest first; null past the last slice. */
export async function buildArticlesSitemap({ db, publicUrl, part, partSize = SITEMAP_PART_SIZE }: SitemapOptions & { part: number }): Promise<string | null> {
  const count = await countPublishedArticles(db);
  if (!Number.isInteger(part) || part < 1 || part > partCount(count, partSize)) return null;
  return sitemapDocument("urlset", await articleEntries(db, publicUrl, (part - 1) * partSize, partSize));
}
