import { SITE_NAME } from "../../shared/labels";
import { KEPT_PAGES_LIMIT, OFFLINE_PATH } from "../../shared/offline";

/** Paths the worker leaves alone, online or not: the dashboard, the API, sign-in. */
const LEFT_ALONE = /^\/(?:dashboard|api|login)(?:[/.?]|$)/;

/** Whether the worker answers this navigation (network first, then a kept copy or the offline page). */
export function isAnsweredNavigation(url: URL, origin: string): boolean {
  return url.origin === origin && !LEFT_ALONE.test(url.pathname);
}

/**
 * Whether a page of this site may be kept for reading offline: a public page without a query (an
 * article, the home, an information page), not a file (robots.txt, feeds, sitemaps, React Router's
 * `.data` requests) and never the dashboard, the API or sign-in.
 */
export function isKeptPage(url: URL, origin: string): boolean {
  // The offline page is kept apart, in the shell cache, and is no page the reader read.
  if (!isAnsweredNavigation(url, origin) || url.search !== "" || url.pathname === OFFLINE_PATH) return false;
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf("/") + 1);
  return !lastSegment.includes(".");
}

/** Whether an answer may be kept: a 200 HTML page that no one marked as private (an admin's pages are, server/web/web-routes.ts). */
export function isKeptResponse(response: { status: number; headers: Headers }): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !/no-store|private/i.test(cacheControl)
  );
}

/** A hashed build file of this site (immutable: its name changes with its bytes). */
export function isBuildAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith("/assets/");
}

/** The build files a page refers to (stylesheet, scripts, modulepreloads), as paths. */
export function assetsIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/["'(](\/assets\/[^"'()\s?#]+)/g), (match) => match[1]!))];
}

/** " | Rassegna" after every public page's title (its meta). */
const SITE_SUFFIX = new RegExp(`\\s*\\|\\s*${SITE_NAME}\\s*$`);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The page's <title> as text, without the site's name after it; `fallback` when it has none. */
export function pageTitle(html: string, fallback: string): string {
  const raw = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? "";
  const text = raw
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(SITE_SUFFIX, "")
    .trim();
  return text || fallback;
}

/** The kept pages to let go: all but the newest `limit`, oldest first. */
export function pagesToDrop(pages: Array<{ url: string; keptAt: number }>, limit = KEPT_PAGES_LIMIT): string[] {
  return [...pages]
    .sort((a, b) => b.keptAt - a.keptAt)
    .slice(limit)
    .map((page) => page.url);
}
