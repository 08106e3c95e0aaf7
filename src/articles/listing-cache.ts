import type { ArticleListPage } from "../shared/articles.js";
import { type ListingFilters, type NormalizedListingFilters, normalizeListingFilters } from "./public-listing.js";

export interface ListingCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Pages as JSON, all entries together. */
  maxBytes?: number;
  now?: () => number;
}

interface Entry {
  page: ArticleListPage;
  expires: number;
  bytes: number;
}

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
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry | undefined>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private generation = 0;
  private bytes = 0;

  constructor(options: ListingCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  /** How many pages are kept. */
  get size(): number {
    return this.entries.size;
  }

  /** Forgets every kept page, and whatever queries in flight would store. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
  }

  /** The kept page for these filters, else `load`'s (given the normalized filters), kept for the time to live. */
  async get(filters: ListingFilters, load: (filters: NormalizedListingFilters) => Promise<ArticleListPage>): Promise<ArticleListPage> {
    const normalized = normalizeListingFilters(filters);
    const key = listingKey(normalized);
    const kept = this.fresh(key);
    if (kept) return kept.page;
    const inFlight = this.pending.get(key);
    const shared = inFlight && (await inFlight);
    if (shared) return shared.page;
    const job = this.loadAndStore(key, () => load(normalized), this.generation);
    const pending = job.then(
      (entry) => entry,
      () => undefined,
    );
    if (!this.pending.has(key)) this.pending.set(key, pending);
    try {
      return (await job).page;
    } finally {
      if (this.pending.get(key) === pending) this.pending.delete(key);
    }
  }

  private async loadAndStore(key: string, load: () => Promise<ArticleListPage>, generation: number): Promise<Entry> {
    const page = await load();
    const entry: Entry = { page, expires: this.now() + this.ttlMs, bytes: Buffer.byteLength(JSON.stringify(page)) };
    if (generation !== this.generation) return entry;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    while (this.entries.size > this.maxEntries || (this.bytes > this.maxBytes && this.entries.size > 0)) {
      this.remove(this.entries.keys().next().value!);
    }
    return entry;
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

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
