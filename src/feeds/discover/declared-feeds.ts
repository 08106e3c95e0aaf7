/**
 * The feeds a site's HTML page declares: <link rel="alternate"> with a feed's type, resolved against the
 * page's URL (or its <base href>), as feed readers have found them since RSS autodiscovery (docs/product.md#feed-rss).
 */
import { parseHtmlDocument } from "../extract/parse-html.js";

/** A feed a page declares: its absolute URL and the title the page gives it, if any. */
export interface DeclaredFeed {
  url: string;
  title: string | null;
}

const FEED_TYPES = /^application\/(rss\+xml|atom\+xml|feed\+json|json)\s*(;|$)/i;
/** A page declaring more than this is a listing of feeds: the first ones are offered, in page order. */
export const MAX_DECLARED_FEEDS = 10;

/** The http(s) feeds `html` declares, first occurrence of each URL, at most MAX_DECLARED_FEEDS. */
export function declaredFeeds(html: string, pageUrl: string): DeclaredFeed[] {
  if (typeof html !== "string" || !html.trim()) return [];
  const document = parseHtmlDocument(html, pageUrl);
  const base = document.querySelector("base[href]")?.getAttribute("href") ?? pageUrl;
  const found = new Map<string, DeclaredFeed>();
  for (const link of Array.from(document.querySelectorAll("link[rel][href]"))) {
    const rel = (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
    if (!rel.includes("alternate") || !FEED_TYPES.test(link.getAttribute("type") ?? "")) continue;
    const url = absoluteHttpUrl(link.getAttribute("href") ?? "", base);
    if (!url || found.has(url)) continue;
    found.set(url, { url, title: link.getAttribute("title")?.replace(/\s+/g, " ").trim() || null });
    if (found.size === MAX_DECLARED_FEEDS) break;
  }
  return [...found.values()];
}

function absoluteHttpUrl(href: string, base: string): string | null {
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
