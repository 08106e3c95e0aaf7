import { TtlMap } from "../platform/ttl-map.js";

/**
 * Article ids found not public a moment ago (unknown, pending, deleted): the
 * article page and the view beacon answer them again without a query until
 * the few seconds pass or public content changes (then it is cleared).
 */
export function createMissingArticles(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): TtlMap<true> {
  return new TtlMap<true>({ ttlMs: options.ttlMs ?? 5_000, maxEntries: options.maxEntries ?? 10_000, now: options.now });
}
