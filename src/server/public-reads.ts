import { onContentChanged } from "../articles/content-events.js";
import { ListingCache } from "../articles/listing-cache.js";
import { createMissingArticles } from "../articles/missing-articles.js";
import { MostReadCache } from "../articles/most-read.js";
import type { ViewMemory } from "../articles/record-view.js";
import { VisitorViews } from "../articles/visitor-views.js";
import type { TtlMap } from "../platform/ttl-map.js";
import { clientKey } from "../platform/client-key.js";
import { gateConcurrency, WorkGate } from "./load-shedding.js";
import { PublicReadLimit } from "./public-read-limit.js";

/** What keeps public reads cheap in this process: caches, the per-address budget, the gate, view memory. */
export interface PublicReads {
  listings: ListingCache;
  missingArticles: TtlMap<true>;
  /** "Più lette": the ranking refreshed every few minutes, the cards re-read after a content change. */
  mostRead: MostReadCache;
  limit: PublicReadLimit;
  gate: WorkGate;
  views: ViewMemory;
  /** Expensive public work for `address`: charged to its client's budget (platform/client-key.ts), then run through the gate. */
  run<T>(address: string, work: () => Promise<T>): Promise<T>;
  /** Adds a cache (the web routes' page cache) to those clearCaches empties. */
  addCache(name: string, cache: ClearableCache): void;
  /** Empties every public cache of this process (Diagnostica's tool); answers how many entries each held. */
  clearCaches(): Record<string, number>;
  /** Stops clearing the caches on content changes. */
  close(): void;
}

/** A cache that can say how full it is and be emptied. */
export interface ClearableCache {
  readonly size: number;
  clear(): void;
}

/** The pieces a test may replace (a small gate, a fake clock). */
export type PublicReadParts = Partial<Pick<PublicReads, "listings" | "missingArticles" | "mostRead" | "limit" | "gate">> & { views?: VisitorViews };

/** Builds this process's public read protections; a change to public content empties its caches. */
export function createPublicReads(parts: PublicReadParts = {}, options: { embeddedDatabase?: boolean; onShed?: () => void } = {}): PublicReads {
  const listings = parts.listings ?? new ListingCache();
  const missingArticles = parts.missingArticles ?? createMissingArticles();
  const mostRead = parts.mostRead ?? new MostReadCache();
  const limit = parts.limit ?? new PublicReadLimit();
  const gate = parts.gate ?? new WorkGate({ concurrency: gateConcurrency(options.embeddedDatabase ?? false), ...(options.onShed && { onShed: options.onShed }) });
  const stop = onContentChanged(() => {
    listings.clear();
    missingArticles.clear();
    mostRead.clear();
  });
  const caches = new Map<string, ClearableCache>([
    ["listings", listings],
    ["missing_articles", missingArticles],
    ["most_read", mostRead],
  ]);
  return {
    listings,
    missingArticles,
    mostRead,
    limit,
    gate,
    views: { views: parts.views ?? new VisitorViews(), missing: missingArticles },
    async run(address, work) {
      limit.take(clientKey(address));
      return gate.run(work);
    },
    addCache(name, cache) {
      caches.set(name, cache);
    },
    clearCaches() {
      const held: Record<string, number> = {};
      for (const [name, cache] of caches) {
        held[name] = cache.size;
        cache.clear();
      }
      return held;
    },
    close: stop,
  };
}
