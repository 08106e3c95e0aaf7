import { count, eq } from "drizzle-orm";
import { Gauge } from "prom-client";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { withStatementTimeout } from "../../db/statement-timeout.js";
import { metricsRegistry } from "./registry.js";

/** A scrape never waits long for the count. */
const COUNT_TIMEOUT_MS = 1_000;

const pending = new Gauge({
  name: "ai_queue_pending",
  help: "Articles waiting for AI enrichment (processing_status pending), read at scrape time",
  registers: [metricsRegistry],
});

/**
 * Sets the queue depth from one count (an index-only read of
 * articles_status_published_idx), bounded by a statement timeout on
 * PostgreSQL. When it fails the gauge reads NaN rather than an old figure.
 */
export async function readQueueDepth(db: Database): Promise<void> {
  try {
    const [row] = await withStatementTimeout(db, COUNT_TIMEOUT_MS, (bounded) =>
      bounded.select({ waiting: count() }).from(articles).where(eq(articles.processing_status, "pending")),
    );
    pending.set(row?.waiting ?? 0);
  } catch {
    pending.set(Number.NaN);
  }
}
