import { KEPT_AT_HEADER, KEPT_TITLE_HEADER, PAGES_CACHE } from "../../../shared/offline";

/** A page the service worker keeps for reading offline (web/service-worker/sw.ts). */
export interface KeptPage {
  /** Path on this site, to link to. */
  path: string;
  title: string;
  keptAt: Date;
}

function decodedTitle(header: string | null, path: string): string {
  if (!header) return path;
  try {
    return decodeURIComponent(header);
  } catch {
    return path;
  }
}

/** The pages kept in the browser's cache, newest first; none when the worker never kept one (the cache is not created). */
export async function readKeptPages(storage: CacheStorage): Promise<KeptPage[]> {
  if (!(await storage.has(PAGES_CACHE))) return [];
  const cache = await storage.open(PAGES_CACHE);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const response = await cache.match(request);
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      return { path, title: decodedTitle(response?.headers.get(KEPT_TITLE_HEADER) ?? null, path), keptAt: new Date(Number(response?.headers.get(KEPT_AT_HEADER) ?? 0)) };
    }),
  );
  return pages.sort((a, b) => b.keptAt.getTime() - a.keptAt.getTime());
}
