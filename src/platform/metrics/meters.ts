import type * as PromClient from "prom-client";

const HTTP_LABELS = ["method", "route", "status_class"] as const;

/** Every metric of docs/product.md#operational-data, on one registry. */
export function createMeters(prom: typeof PromClient) {
  const registry = new prom.Registry();
  const registers = [registry];
  return {
    registry,
    httpRequests: new prom.Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status class",
      labelNames: HTTP_LABELS,
      registers,
    }),
    httpDurations: new prom.Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method, route pattern and status class",
      labelNames: HTTP_LABELS,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    syncRuns: new prom.Counter({
      name: "feed_sync_runs_total",
      help: "Syncs of every active feed, by outcome (ok, partial, failed, busy, error)",
      labelNames: ["outcome"] as const,
      registers,
    }),
    syncItems: new prom.Counter({
      name: "feed_sync_items_total",
      help: "Articles a sync imported, and article pages it scraped",
      labelNames: ["kind"] as const,
      registers,
    }),
    aiCalls: new prom.Counter({
      name: "ai_calls_total",
      help: "AI calls by provider (the local analyzer is 'locale') and outcome",
      labelNames: ["provider", "outcome"] as const,
      registers,
    }),
    cacheLookups: new prom.Counter({
      name: "public_cache_lookups_total",
      help: "Lookups in the public read caches (listing: listings and searches; page: rendered pages), by result",
      labelNames: ["cache", "result"] as const,
      registers,
    }),
    queuePending: new prom.Gauge({
      name: "ai_queue_pending",
      help: "Articles waiting for AI enrichment (processing_status pending), read at scrape time",
      registers,
    }),
  };
}

export type Meters = ReturnType<typeof createMeters>;
