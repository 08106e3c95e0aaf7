/**
 * Keeps built documents for a short while, and lets concurrent requests for
 * the same one share a single build: a sitemap of tens of thousands of URLs
 * is worth building once a minute, not once per crawler request.
 */
import { TtlMap } from "../platform/ttl-map.js";

export interface DocumentCache {
  /** The cached document under `key`, or the result of `build` (a null result is not kept). */
  get<T extends string | null>(key: string, build: () => Promise<T>): Promise<T>;
}

/** A cache whose entries live `ttlMs` milliseconds; at most `maxEntries` are kept. */
export function createDocumentCache({ ttlMs, maxEntries = 100, now = Date.now }: { ttlMs: number; maxEntries?: number; now?: () => number }): DocumentCache {
  // The build's promise is what is kept, from its start: requests arriving meanwhile share it.
  const entries = new TtlMap<Promise<string | null>>({ ttlMs, maxEntries, now });
  return {
    get<T extends string | null>(key: string, build: () => Promise<T>): Promise<T> {
      const held = entries.get(key);
      if (held) return held as Promise<T>;
      const value = build();
      entries.set(key, value);
      // A failed or empty build is not remembered: the next request tries again.
      value.then(
        (document) => {
          if (document === null && entries.get(key) === value) entries.delete(key);
        },
        () => {
          if (entries.get(key) === value) entries.delete(key);
        },
      );
      return value;
    },
  };
}
