import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { errorLogs, rssFeeds } from "../db/schema/index.js";
import { ERROR_TYPES, errorSeverity } from "../platform/error-records/error-severity.js";
import { recordError } from "../platform/error-records/record-error.js";
import { FeedError, type FeedFailureReason } from "./types.js";

/** The reason and message of any error met while syncing a feed. */
export function describeFailure(error: unknown): { reason: FeedFailureReason; message: string; retryAfter?: Date } {
  if (error instanceof FeedError) return { reason: error.reason, message: error.message, retryAfter: error.details.retryAfter };
  return { reason: "parse_error", message: error instanceof Error ? error.message : String(error) };
}

/**
 * Marks the feed failed (one more consecutive failure, the reason on its row,
 * a Retry-After kept) and writes the error_logs row the diagnostics screen lists.
 */
export async function recordFeedFailure(
  db: Database,
  feed: { id: string; name: string; feed_url: string; consecutive_failures: number },
  error: unknown,
  now: Date,
): Promise<{ reason: FeedFailureReason; message: string }> {
  const { reason, message, retryAfter } = describeFailure(error);
  const failures = feed.consecutive_failures + 1;
  await db.transaction(async (tx) => {
    await tx
      .update(rssFeeds)
      .set({
        last_sync: now,
        last_sync_status: "failed",
        consecutive_failures: sql`${rssFeeds.consecutive_failures} + 1`,
        last_error_reason: reason,
        last_error: message.slice(0, 1000),
        retry_after: retryAfter ?? null,
      })
      .where(eq(rssFeeds.id, feed.id));
    await tx.insert(errorLogs).values({
      error_type: `feed_${reason}`,
      // A feed failing again and again (the red row) deserves more attention than one hiccup.
      severity: errorSeverity({ kind: "feed_failed", consecutiveFailures: failures, addressRefused: reason === "ssrf_refused" }),
      error_message: `Feed "${feed.name}" (${feed.feed_url}): ${message}`.slice(0, 2000),
      source: "rss-sync",
      stack_trace: error instanceof Error && !(error instanceof FeedError) ? (error.stack ?? null) : null,
    });
  });
  return { reason, message };
}

/**
 * After a sync that tried at least one feed and saw every one fail: one
 * critical row (docs/product.md#operational-data), whatever each feed's own
 * row says. Feeds waiting out a publisher's Retry-After were not tried.
 */
export async function recordAllFeedsFailing(db: Database, results: Array<{ feedName: string; success: boolean; error: string | null }>): Promise<boolean> {
  if (results.length === 0 || results.some((result) => result.success)) return false;
  const names = results.slice(0, 10).map((result) => `"${result.feedName}"`).join(", ");
  await recordError(db, {
    errorType: ERROR_TYPES.allFeedsFailing,
    severity: errorSeverity({ kind: "all_feeds_failing" }),
    message: `Every feed failed in the last sync (${results.length}): ${names}${results.length > 10 ? "…" : ""}. Last error: ${results.at(-1)?.error ?? "unknown"}`,
    source: "rss-sync",
  });
  return true;
}
