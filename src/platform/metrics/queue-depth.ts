import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { withStatementTimeout } from "../statement-timeout.js";
import type { Meters } from "./meters.js";

/** A scrape never waits long for the count. */
const COUNT_TIMEOUT_MS = 1_000;

/**
 * Sets ai_queue_pending from one count (an index-only read of
 * articles_status_published_idx), bounded by a statement timeout on
 * PostgreSQL. When it fails the gauge reads NaN rather than an old figure.
 */
export async function readQueueDepth(db: Database, meters: Meters): Promise<void> {
  try {
    const [row] = await withStatementTimeout(db, COUNT_TIMEOUT_MS, (bounded) =>
      bounded.select({ waiting: count() }).from(articles).where(eq(articles.processing_status, "pending")),
    );
    meters.queuePending.set(row?.waiting ?? 0);
  } catch {
    meters.queuePending.set(Number.NaN);
  }
}
