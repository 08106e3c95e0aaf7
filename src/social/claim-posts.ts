import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../db/database.js";
import { LEASE_TTL_MS, THIS_PROCESS } from "../db/leases.js";
import { isPublished } from "../articles/lifecycle/index.js";
import type { SocialPostingPlatform } from "../shared/social.js";
import { windowStart, type WindowFrequency } from "./frequency-window.js";
import { skippedForWindow } from "./post-messages.js";

/** A queued post this worker holds until `lease_expires_at`: nobody else sends it meanwhile. */
export interface ClaimedPost {
  id: string;
  article_id: string;
  platform: SocialPostingPlatform;
  /** Tries made before this one. */
  attempts: number;
}

export interface PostClaimOptions {
  /** The claiming process (db/leases.ts THIS_PROCESS); tests name others to play a second worker. */
  owner?: string;
  leaseMs?: number;
}

/** Queued, due, and held by nobody (or by a worker whose lease ran out before it started sending). */
const claimable = (platform: string, now: Date) =>
  sql`platform = ${platform} and status = 'queued' and due_at <= ${now.toISOString()}::timestamptz
      and (lease_expires_at is null or lease_expires_at < ${now.toISOString()}::timestamptz)`;

function leasedBy(now: Date, options: PostClaimOptions): SQL {
  const until = new Date(now.getTime() + (options.leaseMs ?? LEASE_TTL_MS)).toISOString();
  return sql`lease_owner = ${options.owner ?? THIS_PROCESS}, lease_expires_at = ${until}::timestamptz`;
}

const CLAIMED = sql`id, article_id, platform, attempts`;

/**
 * Claims the oldest due post of a platform that posts immediately.
 * FOR UPDATE SKIP LOCKED: two workers never take the same row.
 */
export async function claimNextPost(db: Database, platform: SocialPostingPlatform, now: Date, options: PostClaimOptions = {}): Promise<ClaimedPost | null> {
  const [row] = await queryRows<ClaimedPost>(
    db,
    sql`update social_posts set ${leasedBy(now, options)}
        where id in (
          select id from social_posts where ${claimable(platform, now)}
          order by due_at, created_at, id
          limit 1
          for update skip locked
        )
        returning ${CLAIMED}`,
  );
  return row ?? null;
}

/**
 * Claims the one post of the current window for an hourly, daily or weekly
 * platform (docs/decisions.md#social-queue), when the window has none yet
 * (sent, being sent, or claimed): of the due rows, a retry of the window's
 * choice first, else the best read (article_view_totals), then the newest.
 * The other due rows are skipped. The platform's social_configs row is locked
 * for the transaction, so two workers never choose two posts for one window.
 */
export async function claimWindowPost(
  db: Database,
  platform: SocialPostingPlatform,
  frequency: WindowFrequency,
  now: Date,
  options: PostClaimOptions = {},
): Promise<ClaimedPost | null> {
  const from = windowStart(frequency, now).toISOString();
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const inTransaction = tx as unknown as Database;
    await tx.execute(sql`select 1 from social_configs where platform = ${platform} for update`);
    const taken = await queryRows<{ id: string }>(
      inTransaction,
      sql`select id from social_posts
          where platform = ${platform}
            and ((status = 'sent' and sent_at >= ${from}::timestamptz)
              or status = 'sending'
              or (status = 'queued' and lease_expires_at >= ${at}::timestamptz))
          limit 1`,
    );
    if (taken.length > 0) return null;
    const [chosen] = await queryRows<ClaimedPost>(
      inTransaction,
      sql`update social_posts set ${leasedBy(now, options)}
          where id in (
            select p.id from social_posts p
            join articles on articles.id = p.article_id
            left join article_view_totals v on v.article_id = p.article_id
            where ${claimable(platform, now)} and ${isPublished}
            order by (p.attempts > 0) desc, coalesce(v.views, 0) desc, articles.published_at desc, p.id
            limit 1
            for update of p skip locked
          )
          returning ${CLAIMED}`,
    );
    if (!chosen) return null;
    await tx.execute(
      sql`update social_posts set status = 'skipped', last_error = ${skippedForWindow(frequency)}, lease_owner = null, lease_expires_at = null
          where ${claimable(platform, now)} and id <> ${chosen.id}`,
    );
    return chosen;
  });
}

/** Skips the due, unclaimed posts of a platform that may not post now (social posting off, platform off, card incomplete). */
export async function skipDuePosts(db: Database, platform: SocialPostingPlatform, now: Date, reason: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update social_posts set status = 'skipped', last_error = ${reason}, lease_owner = null, lease_expires_at = null
        where ${claimable(platform, now)} returning id`,
  );
  return rows.length;
}
