import { Counter } from "prom-client";
import { metricsRegistry } from "./registry.js";

const lookups = new Counter({
  name: "public_cache_lookups_total",
  help: "Lookups in the public read caches (listing: listings and searches; page: rendered pages), by result",
  labelNames: ["cache", "result"] as const,
  registers: [metricsRegistry],
});

/** Counts one lookup; a hit is a page kept or being made by another request. */
export function countCacheLookup(cache: "listing" | "page", hit: boolean): void {
  lookups.inc({ cache, result: hit ? "hit" : "miss" });
}
