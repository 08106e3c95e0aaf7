import { and, eq, isNull, lte, or } from "drizzle-orm";
import { signalArticlesWaiting } from "../articles/lifecycle/index.js";
import { rssFeeds } from "../db/schema/index.js";
import { SYNC_IN_PROGRESS, type SyncResponse } from "../shared/feeds.js";
import { ConflictError } from "../platform/errors.js";
import { tryAcquireLease } from "../db/leases.js";
import { mapLimit } from "../platform/map-limit.js";
import { countSyncItems, countSyncRun, type SyncRunOutcome } from "../platform/metrics/feed-sync.js";
import { recordAllFeedsFailing } from "./record-failure.js";
import type { IngestionDeps } from "./sync-feed.js";

export const SYNC_LOCK = "feed-sync";
/** Feeds synced at once; the fetcher still holds each host to 2 requests. */
const FEED_CONCURRENCY = 8;

/** Another sync holds the lease: a conflict (409) with the code the dashboard reads. */
export class SyncInProgressError extends ConflictError {
  constructor() {
    super("Sync already in progress", SYNC_IN_PROGRESS);
  }
}

/**
 * Syncs every active feed that is not waiting out a Retry-After, one sync at a
 * time across all instances (a lease row, which holds on PGlite too). Answers
 * the sync response (shared/feeds.ts); a sync cut by the stop signal throws its reason,
 * once every feed has stopped, and releases the lease. A sync that imported
 * articles wakes this process's AI queue for them.
 */
export async function syncAllFeeds(deps: IngestionDeps): Promise<SyncResponse> {
  // A short lease that this process renews while it lives (worker/ownership.ts): a crashed sync blocks the next for a minute at most.
  const lease = await tryAcquireLease(deps.db, SYNC_LOCK);
  if (!lease) {
    countSyncRun("busy");
    throw new SyncInProgressError();
  }
  const started = performance.now();
  let outcome: SyncRunOutcome = "error";
  try {
    const now = deps.now?.() ?? new Date();
    // Parsing and extraction (linkedom, Readability, feedsmith) load with the first sync, not at start, and in
    // worker threads that stop when idle (docs/architecture.md).
    const [{ syncFeed }, { warmPool }, { createSiteReservations }, { syncRuleBook }] = await Promise.all([
      import("./sync-feed.js"),
      import("./pool/feed-pool.js"),
      import("./reservations/site-reservations.js"),
      import("./rules/apply-at-sync.js"),
    ]);
    // Feeds of one publisher share its site's TDMRep rules: read once in the sync, or once a day by the worker.
    // The admin's rules are read once too.
    const feedDeps = { ...deps, reservations: deps.reservations ?? createSiteReservations(deps.fetcher), rules: deps.rules ?? syncRuleBook(deps.db) };
    const feeds = await deps.db
      .select()
      .from(rssFeeds)
      .where(and(eq(rssFeeds.active, true), or(isNull(rssFeeds.retry_after), lte(rssFeeds.retry_after, now))));
    // The first worker loads the parsers while the first feeds are fetched.
    if (feeds.length > 0) warmPool();
    // A feed cut by the stop throws; the others are cut too, and the lease is released only once all have ended.
    const thrown: unknown[] = [];
    const outcomes = await mapLimit(feeds, FEED_CONCURRENCY, (feed) => syncFeed(feedDeps, feed).catch((error: unknown) => void thrown.push(error)));
    if (thrown.length > 0) throw thrown[0];
    const results = outcomes.filter((result) => result !== undefined);
    const imported = results.reduce((sum, result) => sum + result.imported, 0);
    const scraped = results.reduce((sum, result) => sum + result.scraped, 0);
    const failed = results.filter((result) => !result.success).length;
    await recordAllFeedsFailing(deps.db, results);
    if (imported > 0) signalArticlesWaiting();
    outcome = failed === 0 ? "ok" : failed < results.length ? "partial" : "failed";
    countSyncItems(imported, scraped);
    return {
      success: true,
      error: null,
      imported,
      scraped,
      feeds_processed: results.length,
      feeds_succeeded: results.length - failed,
      feeds_failed: failed,
      duration_ms: Math.round(performance.now() - started),
      results: results.map(({ feedName, success, imported: count, error, reason }) => ({ feedName, success, imported: count, error, reason })),
      message:
        `Imported ${imported} article${imported === 1 ? "" : "s"} from ${results.length} feed${results.length === 1 ? "" : "s"}` +
        (failed > 0 ? ` (${failed} failed)` : ""),
    };
  } finally {
    countSyncRun(outcome);
    await lease.release();
  }
}
