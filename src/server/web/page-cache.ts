import { promisify } from "node:util";
import zlib from "node:zlib";
import { countCacheLookup } from "../../platform/metrics/cache-lookups.js";
import { REFRESH_COOKIE } from "../../shared/auth.js";
import { type CacheEntry, SharedLruCache } from "../../platform/lru-cache.js";

/** A rendered page as it can be sent again. */
export interface CachedPage {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  body: Buffer;
  /** The CSP nonce that the body's inline scripts carry: a hit must be sent with this one. */
  nonce: string;
}

/** What a render produced, and whether it may be kept for other visitors. */
export interface RenderedPage {
  page: CachedPage;
  cacheable: boolean;
}

export type PageEncoding = "br" | "gzip";

/** A page ready to send. */
export interface PageLookup {
  page: CachedPage;
  /** Taken from the cache, or from the same render another request had already started. */
  hit: boolean;
  /** The body compressed once for the whole life of the entry; absent when the page was not kept. */
  encoded?: (encoding: PageEncoding) => Promise<Buffer>;
}

export interface PageCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Bodies and their compressed copies together. */
  maxBytes?: number;
  now?: () => number;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const MAX_KEY_LENGTH = 2048;
/** The pages kept for anonymous visitors besides the home: an article, a story, a topic, a publisher. */
const CACHED_PAGE_PATH = /^\/(?:articolo|storia|tag|fonte)\/[^/.]+$/;

/** Compressed once per entry and sent many times: a little more effort than the per-response quality pays off. */
function compress(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  if (encoding === "gzip") return gzip(body, { level: 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Whether the request carries the admin's session cookie (live or not: the page is rendered for that request alone). */
export function hasSessionCookie(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(";").some((part) => part.split("=", 1)[0]!.trim() === REFRESH_COOKIE);
}

/**
 * The cache key of a GET of the home (any query), an article, story, topic or publisher page by a
 * visitor without a session cookie: the path and query as sent. Undefined when
 * the page must be rendered for this request alone (a signed-in admin sees the
 * "Dashboard Admin" link; other pages, other methods, client data requests).
 */
export function pageCacheKey(method: string, url: string, cookieHeader: string | undefined): string | undefined {
  if (method !== "GET" || url.length > MAX_KEY_LENGTH || hasSessionCookie(cookieHeader)) return undefined;
  const path = url.split("?", 1)[0]!;
  return path === "/" || CACHED_PAGE_PATH.test(path) ? url : undefined;
}

/** The encoding to send a kept page in, from Accept-Encoding: brotli, then gzip; undefined for anything else. */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const quality = new Map<string, number>();
  for (const item of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = item.split(";").map((part) => part.trim());
    const q = params.find((param) => param.startsWith("q="));
    quality.set(name === "x-gzip" ? "gzip" : name!, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (encoding: PageEncoding) => quality.get(encoding) ?? quality.get("*") ?? 0;
  const br = weight("br");
  const gz = weight("gzip");
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? "br" : "gzip";
}

/**
 * Rendered pages kept for a few seconds, least recently used dropped first
 * when full; requests for a page another request is already rendering wait
 * for that render (see SharedLruCache). Each kept page is compressed at most
 * once per encoding, and the copies count towards the byte budget.
 */
export class PageCache {
  private readonly pages: SharedLruCache<CachedPage>;
  private readonly variants = new WeakMap<CacheEntry<CachedPage>, Map<PageEncoding, Promise<Buffer>>>();

  constructor(options: PageCacheOptions = {}) {
    this.pages = new SharedLruCache({
      ttlMs: options.ttlMs ?? 5_000,
      maxEntries: options.maxEntries ?? 500,
      maxBytes: options.maxBytes ?? 32 * 1024 * 1024,
      ...(options.now && { now: options.now }),
    });
  }

  /** How many pages are kept. */
  get size(): number {
    return this.pages.size;
  }

  /** Forgets every kept page, and whatever renders in flight would store. */
  clear(): void {
    this.pages.clear();
  }

  /** The kept page for `key`, else the render's result (kept when cacheable); concurrent misses share one render. */
  async serve(key: string, render: () => Promise<RenderedPage>): Promise<PageLookup> {
    const served = await this.pages.serve(key, async () => {
      const { page, cacheable } = await render();
      return { value: page, keep: cacheable, bytes: page.body.length };
    });
    countCacheLookup("page", served.hit);
    if (!served.entry) return { page: served.value, hit: served.hit };
    const entry = served.entry;
    const encoded = (encoding: PageEncoding) => {
      let copies = this.variants.get(entry);
      if (!copies) this.variants.set(entry, (copies = new Map()));
      let variant = copies.get(encoding);
      if (!variant) {
        const made = compress(entry.value.body, encoding);
        copies.set(encoding, made);
        void made.then((buffer) => this.pages.grow(entry, buffer.length), () => copies.delete(encoding));
        variant = made;
      }
      return variant;
    };
    return { page: entry.value, hit: served.hit, encoded };
  }
}
