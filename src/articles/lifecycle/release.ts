import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { THIS_PROCESS } from "../../db/leases.js";
import { articles } from "../../db/schema/index.js";
import { IN_QUEUE, stillClaimed } from "./statuses.js";

/** Puts one article `owner` claimed back in the queue as it was, e.g. when the stop signal cut its enrichment. */
export async function releaseClaim(db: Database, id: string, owner = THIS_PROCESS): Promise<void> {
  await db
    .update(articles)
    .set(IN_QUEUE)
    .where(and(eq(articles.id, id), eq(articles.processing_status, "processing"), eq(articles.processing_owner, owner)));
}

/** Puts every article `owner` still holds back in the queue (a clean stop); answers how many. */
export async function releaseClaimsOf(db: Database, owner: string): Promise<number> {
  const released = await db
    .update(articles)
    .set(IN_QUEUE)
    .where(and(eq(articles.processing_status, "processing"), eq(articles.processing_owner, owner)))
    .returning({ id: articles.id });
  return released.length;
}

/**
 * Puts every claimed article back in the queue. Only for the embedded
 * database at start-up: no other process can hold a claim, so any left is a
 * crashed run's, and waiting out its lease would stall the queue.
 */
export async function releaseAllClaims(db: Database): Promise<void> {
  await db.update(articles).set(IN_QUEUE).where(eq(articles.processing_status, "processing"));
}

/** Gives a claimed article back to the queue with the reason nobody took it now (no provider could), kept for the admin. */
export async function returnToQueue(db: Database, id: string, reason: string): Promise<void> {
  await db
    .update(articles)
    .set({ ...IN_QUEUE, processing_error: reason.slice(0, 1000) })
    .where(stillClaimed(id));
}
