import { Counter } from "prom-client";
import { metricsRegistry } from "./registry.js";

/** How a sync of every feed ended: every feed fine, some failing, all failing, refused (another runs), or cut (thrown). */
export type SyncRunOutcome = "ok" | "partial" | "failed" | "busy" | "error";

const runs = new Counter({
  name: "feed_sync_runs_total",
  help: "Syncs of every active feed, by outcome (ok, partial, failed, busy, error)",
  labelNames: ["outcome"] as const,
  registers: [metricsRegistry],
});

const items = new Counter({
  name: "feed_sync_items_total",
  help: "Articles a sync imported, and article pages it scraped",
  labelNames: ["kind"] as const,
  registers: [metricsRegistry],
});

/** Counts one sync run by its outcome. */
export function countSyncRun(outcome: SyncRunOutcome): void {
  runs.inc({ outcome });
}

/** Adds a finished sync's imported articles and scraped pages. */
export function countSyncItems(imported: number, scraped: number): void {
  items.inc({ kind: "imported" }, imported);
  items.inc({ kind: "scraped" }, scraped);
}
