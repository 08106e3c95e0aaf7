import { siteOrigin } from "./site-pages.js";

/** /robots.txt: everything may be crawled but the dashboard and the API; both sitemaps named with absolute URLs. */
export function renderRobotsTxt(publicUrl: string): string {
  const origin = siteOrigin(publicUrl);
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/sitemap-news.xml`,
    "",
  ].join("\n");
}
