import { activeMeters } from "./registry.js";

/** Counts one lookup in a public read cache (public_cache_lookups_total); a hit is a page kept or being made by another request. */
export function countCacheLookup(cache: "listing" | "page", hit: boolean): void {
  activeMeters()?.cacheLookups.inc({ cache, result: hit ? "hit" : "miss" });
}
