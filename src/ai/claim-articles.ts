import { sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { queryRows } from "../db/database.js";

/**
 * How long a claim holds. A worker that dies mid-article leaves it in
 * "processing" at most this long; then any worker takes it again. Long enough
 * for a batch where every provider times out before the local analyzer answers.
 */
export const PROCESSING_LEASE_MS = 20 * 60_000;

/** An article taken for enrichment: what the prompt and the analyzers read. */
export interface ClaimedArticle {
  id: string;
  title: string;
  source_name: string;
  content_original: string | null;
  content_summary: string | null;
}

const CLAIMED_COLUMNS = sql`id, title, source_name, content_original, content_summary`;

/**
 * Moves up to `limit` waiting articles, newest first, to "processing" with a
 * lease, atomically: FOR UPDATE SKIP LOCKED means two workers never take the
 * same row. "Waiting" includes a claim whose lease ran out.
 */
export async function claimPendingArticles(db: Database, limit: number, now: Date, leaseMs = PROCESSING_LEASE_MS): Promise<ClaimedArticle[]> {
  return queryRows<ClaimedArticle>(
    db,
    sql`update articles set processing_status = 'processing', processing_lease_until = ${leaseEnd(now, leaseMs)}
        where id in (
          select id from articles
          where processing_status = 'pending'
             or (processing_status = 'processing' and (processing_lease_until is null or processing_lease_until < ${now.toISOString()}))
          order by published_at desc, id desc
          limit ${limit}
          for update skip locked
        )
        returning ${CLAIMED_COLUMNS}`,
  );
}

export type SingleClaim = { claimed: ClaimedArticle } | { claimed: null; status: "missing" | "completed" | "processing" };

/**
 * Claims one article for "process now": a pending or failed one, or one whose
 * lease ran out. A completed article or one under a live claim is left alone.
 */
export async function claimArticle(db: Database, id: string, now: Date, leaseMs = PROCESSING_LEASE_MS): Promise<SingleClaim> {
  const [claimed] = await queryRows<ClaimedArticle>(
    db,
    sql`update articles set processing_status = 'processing', processing_lease_until = ${leaseEnd(now, leaseMs)}
        where id = ${id} and (
          processing_status in ('pending', 'failed')
          or (processing_status = 'processing' and (processing_lease_until is null or processing_lease_until < ${now.toISOString()}))
        )
        returning ${CLAIMED_COLUMNS}`,
  );
  if (claimed) return { claimed };
  const [row] = await queryRows<{ processing_status: string }>(db, sql`select processing_status from articles where id = ${id}`);
  if (!row) return { claimed: null, status: "missing" };
  return { claimed: null, status: row.processing_status === "completed" ? "completed" : "processing" };
}

/**
 * Puts every claimed article back in the queue. Only for the embedded
 * database at start-up: no other process can hold a claim, so any left is a
 * crashed run's, and waiting out its lease would stall the queue.
 */
export async function releaseAllClaims(db: Database): Promise<void> {
  await db.execute(sql`update articles set processing_status = 'pending', processing_lease_until = null where processing_status = 'processing'`);
}

function leaseEnd(now: Date, leaseMs: number): string {
  return new Date(now.getTime() + leaseMs).toISOString();
}
