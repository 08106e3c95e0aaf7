import type { ArticleListPage } from "../shared/articles.js";
import { countCacheLookup } from "../platform/metrics/cache-lookups.js";
import { SharedLruCache } from "../platform/lru-cache.js";
import { type ListingFilters, type NormalizedListingFilters, normalizeListingFilters } from "./public-listing.js";

/** How long a kept page may be served should this process miss the change's notice (docs/architecture.md#instances-that-agree). */
export const LISTING_TTL_MS = 5_000;

export interface ListingCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Pages as JSON, all entries together. */
  maxBytes?: number;
  now?: () => number;
}

/** What a load that found nothing stands for inside the scoped cache, which holds objects. */
const NOTHING = Object.freeze({});

/** The one key of every spelling of the same listing: see normalizeListingFilters. */
export function listingKey(filters: NormalizedListingFilters): string {
  return JSON.stringify([filters.search ?? "", filters.category ?? "", filters.cursor ?? "", filters.limit]);
}

/**
 * Listing pages (home, category, search; API and server render alike) kept
 * for a few seconds under their normalized filters, least recently used
 * dropped first when full. Concurrent requests for a page nobody holds share
 * one query; when that query fails (its caller over a limit, a timeout) each
 * waiter loads for itself. `clear()`, on every change to public content,
 * also keeps queries in flight from storing what they read before it.
 */
export class ListingCache {
  private readonly pages: SharedLruCache<ArticleListPage>;
  /** The topic and publisher pages (articles/topics), each under its own key. */
  private readonly scoped: SharedLruCache<object>;

  constructor(options: ListingCacheOptions = {}) {
    this.pages = new SharedLruCache({
      ttlMs: options.ttlMs ?? LISTING_TTL_MS,
      maxEntries: options.maxEntries ?? 500,
      maxBytes: options.maxBytes ?? 16 * 1024 * 1024,
      ...(options.now && { now: options.now }),
    });
    this.scoped = new SharedLruCache({
      ttlMs: options.ttlMs ?? LISTING_TTL_MS,
      maxEntries: options.maxEntries ?? 500,
      maxBytes: options.maxBytes ?? 16 * 1024 * 1024,
      ...(options.now && { now: options.now }),
    });
  }

  /** How many pages are kept. */
  get size(): number {
    return this.pages.size + this.scoped.size;
  }

  /** Forgets every kept page, and whatever queries in flight would store. */
  clear(): void {
    this.pages.clear();
    this.scoped.clear();
  }

  /** The kept page for these filters, else `load`'s (given the normalized filters), kept for the time to live. */
  async get(filters: ListingFilters, load: (filters: NormalizedListingFilters) => Promise<ArticleListPage>): Promise<ArticleListPage> {
    const normalized = normalizeListingFilters(filters);
    const served = await this.pages.serve(listingKey(normalized), async () => {
      const page = await load(normalized);
      return { value: page, keep: true, bytes: Buffer.byteLength(JSON.stringify(page)) };
    });
    countCacheLookup("listing", served.hit);
    return served.value;
  }

  /**
   * A topic's or publisher's page under `key` (its path and cursor), kept as
   * the listings are and dropped with them on every content change; null
   * (nothing carries it: a 404) is not kept.
   */
  async getScoped<T extends object>(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const served = await this.scoped.serve(key, async () => {
      const value = await load();
      return { value: value ?? NOTHING, keep: value !== null, bytes: value === null ? 0 : Buffer.byteLength(JSON.stringify(value)) };
    });
    countCacheLookup("listing", served.hit);
    return served.value === NOTHING ? null : (served.value as T);
  }
}
