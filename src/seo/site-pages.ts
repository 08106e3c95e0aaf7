import { CATEGORIES } from "../shared/constants.js";

/** The static information pages (docs/product.md#static-pages). */
export const STATIC_PAGES = ["/about", "/how-it-works", "/contact", "/privacy", "/terms", "/cookie-policy", "/accessibilita"] as const;

/** The site's address without a trailing slash, for joining paths to it. */
export function siteOrigin(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, "");
}

/** The canonical address of a published article, as the article page's canonical link reads it. */
export function articleUrl(publicUrl: string, id: string): string {
  return `${siteOrigin(publicUrl)}/articolo/${encodeURIComponent(id)}`;
}

/** The canonical address of a category's listing (the home filtered by category). */
export function categoryUrl(publicUrl: string, category: string): string {
  return `${siteOrigin(publicUrl)}/?category=${encodeURIComponent(category)}`;
}

export interface SitePage {
  loc: string;
  /** Which listing's newest article dates it: null for the home, a category, or none for a static page. */
  listing?: string | null;
}

/** Every page that is not an article: the home, the 12 categories and the static pages. */
export function sitePages(publicUrl: string): SitePage[] {
  const origin = siteOrigin(publicUrl);
  return [
    { loc: `${origin}/`, listing: null },
    ...CATEGORIES.map((category) => ({ loc: categoryUrl(publicUrl, category), listing: category })),
    ...STATIC_PAGES.map((path) => ({ loc: `${origin}${path}` })),
  ];
}
