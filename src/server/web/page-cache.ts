import { promisify } from "node:util";
import zlib from "node:zlib";
import { REFRESH_COOKIE } from "../../shared/auth.js";

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

interface Entry {
  key: string;
  page: CachedPage;
  expires: number;
  bytes: number;
  variants: Map<PageEncoding, Promise<Buffer>>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const MAX_KEY_LENGTH = 2048;
const ARTICLE_PATH = /^\/articolo\/[^/.]+$/;

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

function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(";").some((part) => part.split("=", 1)[0]!.trim() === name);
}

/**
 * The cache key of a GET of the home (any query) or of an article page by a
 * visitor without a session cookie: the path and query as sent. Undefined when
 * the page must be rendered for this request alone (a signed-in admin sees the
 * "Dashboard Admin" link; other pages, other methods, client data requests).
 */
export function pageCacheKey(method: string, url: string, cookieHeader: string | undefined): string | undefined {
  if (method !== "GET" || url.length > MAX_KEY_LENGTH || hasCookie(cookieHeader, REFRESH_COOKIE)) return undefined;
  const path = url.split("?", 1)[0]!;
  return path === "/" || ARTICLE_PATH.test(path) ? url : undefined;
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
 * when full. Requests for a page another request is already rendering wait
 * for that render instead of starting their own. `clear()` drops everything,
 * including what renders still in flight would have stored: they read the
 * content from before the change.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry | undefined>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private generation = 0;
  private bytes = 0;

  constructor(options: PageCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  /** How many pages are kept. */
  get size(): number {
    return this.entries.size;
  }

  /** Forgets every kept page, and whatever renders in flight would store. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
  }

  /** The kept page for `key`, else the render's result (kept when cacheable); concurrent misses share one render. */
  async serve(key: string, render: () => Promise<RenderedPage>): Promise<PageLookup> {
    const kept = this.fresh(key);
    if (kept) return this.lookup(kept, true);
    const inFlight = this.pending.get(key);
    const shared = inFlight && (await inFlight);
    if (shared) return this.lookup(shared, true);
    // Nobody was rendering this page, or that render could not be kept or failed: this request renders it.
    const job = this.renderAndStore(key, render, this.generation);
    const pending = job.then(
      ({ entry }) => entry,
      () => undefined,
    );
    if (!this.pending.has(key)) this.pending.set(key, pending);
    try {
      const { page, entry } = await job;
      return entry ? this.lookup(entry, false) : { page, hit: false };
    } finally {
      if (this.pending.get(key) === pending) this.pending.delete(key);
    }
  }

  private async renderAndStore(key: string, render: () => Promise<RenderedPage>, generation: number): Promise<{ page: CachedPage; entry?: Entry }> {
    const { page, cacheable } = await render();
    if (!cacheable || generation !== this.generation) return { page };
    const entry: Entry = { key, page, expires: this.now() + this.ttlMs, bytes: page.body.length, variants: new Map() };
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
    return { page, entry };
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.remove(key);
      return undefined;
    }
    // Most recently used goes last: eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private lookup(entry: Entry, hit: boolean): PageLookup {
    const encoded = (encoding: PageEncoding) => {
      let variant = entry.variants.get(encoding);
      if (!variant) {
        variant = compress(entry.page.body, encoding);
        entry.variants.set(encoding, variant);
        void variant.then((buffer) => this.account(entry, buffer.length), () => entry.variants.delete(encoding));
      }
      return variant;
    };
    return { page: entry.page, hit, encoded };
  }

  /** Counts a compressed copy towards the byte budget while its entry is still kept. */
  private account(entry: Entry, length: number): void {
    entry.bytes += length;
    if (this.entries.get(entry.key) === entry) {
      this.bytes += length;
      this.evict();
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries || (this.bytes > this.maxBytes && this.entries.size > 0)) {
      this.remove(this.entries.keys().next().value!);
    }
  }
}
