import { and, eq, sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/database.js";
import { socialConfigs, socialPosts } from "../db/schema/index.js";
import { errorSeverity } from "../platform/error-records/error-severity.js";
import { recordError } from "../platform/error-records/record-error.js";
import type { SocialPostingPlatform } from "../shared/social.js";
import type { ClaimedPost } from "./claim-posts.js";
import { unknownOutcomeMessage } from "./post-messages.js";

/*
 * Every change of a claimed post's state after the claim, each guarded by the
 * lease owner: a worker that lost its claim changes nothing.
 */

const heldBy = (post: ClaimedPost, owner: string) => and(eq(socialPosts.id, post.id), eq(socialPosts.lease_owner, owner));

/**
 * Marks the post `sending`, in its own committed statement, right before the
 * request: from here on a crash leaves a row that is never sent again.
 * Answers false when the claim was lost.
 */
export async function markSending(db: Database, post: ClaimedPost, owner: string, message: string, now: Date, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(socialPosts)
    .set({ status: "sending", attempts: post.attempts + 1, message, lease_expires_at: new Date(now.getTime() + leaseMs) })
    .where(and(heldBy(post, owner), eq(socialPosts.status, "queued")))
    .returning({ id: socialPosts.id });
  return rows.length > 0;
}

/**
 * The platform took it: the row is sent, and the card shows the time and no
 * error. Whatever the row's status: an answer that came after the lease ran
 * out (and the row was settled as an unknown outcome) is still the truth.
 */
export async function markSent(db: Database, post: ClaimedPost, owner: string, remoteId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(socialPosts)
      .set({ status: "sent", remote_id: remoteId, sent_at: now, last_error: null, lease_owner: null, lease_expires_at: null })
      .where(heldBy(post, owner));
    await tx.update(socialConfigs).set({ last_post: now, last_error: null, last_error_at: null }).where(eq(socialConfigs.platform, post.platform));
  });
}

/** A failure worth another try: back to the queue, due again after `retryAt`. */
export async function retryLater(db: Database, post: ClaimedPost, owner: string, reason: string, retryAt: Date): Promise<void> {
  await db
    .update(socialPosts)
    .set({ status: "queued", due_at: retryAt, last_error: reason, lease_owner: null, lease_expires_at: null })
    .where(and(heldBy(post, owner), eq(socialPosts.status, "sending")));
}

/** Not sent, nothing failed: the article stopped being public, or the window went to another article. */
export async function markSkipped(db: Database, post: ClaimedPost, owner: string, reason: string): Promise<void> {
  await db
    .update(socialPosts)
    .set({ status: "skipped", last_error: reason, lease_owner: null, lease_expires_at: null })
    .where(and(heldBy(post, owner), eq(socialPosts.status, "queued")));
}

/**
 * Given up for good: the row is failed, the card shows why (Italian), and
 * Diagnostica gets an error_logs row with the platform's own words (English).
 */
export async function giveUp(db: Database, post: ClaimedPost, owner: string, reason: string, detail: string, now: Date): Promise<void> {
  const updated = await db
    .update(socialPosts)
    .set({ status: "failed", last_error: reason, lease_owner: null, lease_expires_at: null })
    .where(and(heldBy(post, owner), eq(socialPosts.status, "sending")))
    .returning({ id: socialPosts.id });
  if (updated.length > 0) await reportFailure(db, post.platform, reason, detail, now);
}

async function reportFailure(db: Database, platform: SocialPostingPlatform, reason: string, detail: string, now: Date): Promise<void> {
  await db.update(socialConfigs).set({ last_error: reason, last_error_at: now }).where(eq(socialConfigs.platform, platform));
  await recordError(db, { errorType: "social_post_failed", severity: errorSeverity({ kind: "other" }), message: detail, source: `social:${platform}`, at: now });
}

/**
 * Rows left `sending` by a worker whose lease ran out (killed mid-request)
 * become failed, never sent again: the platform may already have the post,
 * and a post twice is worse than a post missed. `everyone` settles them all
 * whatever their lease (the embedded database at start-up, where no other
 * process can be sending). Answers how many.
 */
export async function settleInterruptedSends(db: Database, now: Date, options: { everyone?: boolean } = {}): Promise<number> {
  const expired = options.everyone ? sql`true` : sql`(lease_expires_at is null or lease_expires_at < ${now.toISOString()}::timestamptz)`;
  const rows = await queryRows<{ id: string; platform: SocialPostingPlatform; article_id: string }>(
    db,
    // lease_owner stays: should the request still answer, markSent records the truth.
    sql`update social_posts set status = 'failed', lease_expires_at = null,
          last_error = 'Esito sconosciuto: invio interrotto, non ripetuto'
        where status = 'sending' and ${expired}
        returning id, platform, article_id`,
  );
  for (const row of rows) {
    await reportFailure(db, row.platform, unknownOutcomeMessage(row.platform), `Post ${row.id} (article ${row.article_id}) on ${row.platform}: the worker stopped mid-request, outcome unknown; not sent again`, now);
  }
  return rows.length;
}

/** Frees the claims of posts not yet sending (the embedded database at start-up: any claim left is a crashed run's). */
export async function releaseQueuedClaims(db: Database): Promise<void> {
  await db.update(socialPosts).set({ lease_owner: null, lease_expires_at: null }).where(eq(socialPosts.status, "queued"));
}
