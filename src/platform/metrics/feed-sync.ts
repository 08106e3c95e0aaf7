import { activeMeters } from "./registry.js";

/** How a sync of every feed ended: every feed fine, some failing, all failing, refused (another runs), or cut (thrown). */
export type SyncRunOutcome = "ok" | "partial" | "failed" | "busy" | "error";

/** Counts one sync run by its outcome (feed_sync_runs_total). */
export function countSyncRun(outcome: SyncRunOutcome): void {
  activeMeters()?.syncRuns.inc({ outcome });
}

/** Adds a finished sync's imported articles and scraped pages (feed_sync_items_total). */
export function countSyncItems(imported: number, scraped: number): void {
  const meters = activeMeters();
  meters?.syncItems.inc({ kind: "imported" }, imported);
  meters?.syncItems.inc({ kind: "scraped" }, scraped);
}
