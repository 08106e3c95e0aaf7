import type { Logger } from "pino";
import { and, eq, inArray, sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/database.js";
import { THIS_PROCESS } from "../db/leases.js";
import { socialConfigs } from "../db/schema/index.js";
import { isPublished } from "../articles/lifecycle/index.js";
import { readAutomationSettings } from "../automation/settings.js";
import { SOCIAL_POSTING_PLATFORMS } from "../shared/constants.js";
import type { SocialPostingPlatform } from "../shared/social.js";
import { claimNextPost, claimWindowPost, skipDuePosts, type ClaimedPost } from "./claim-posts.js";
import type { SocialFrequency } from "./frequency-window.js";
import type { PlatformClient } from "./platforms/platform-client.js";
import { missingFieldsMessage, SKIPPED_NOT_PUBLIC, SKIPPED_PLATFORM_OFF, SKIPPED_POSTING_OFF } from "./post-messages.js";
import { sendClaimedPost, type SendOutcome, type SocialConfigRow } from "./send-post.js";
import { onSocialPostsQueued } from "./posts-queued.js";
import { settleInterruptedSends } from "./settle-post.js";

/** A bound on one round's posts per platform, so a backlog never holds the job for long; the next round goes on. */
const MAX_POSTS_PER_ROUND = 25;

export interface SocialQueueDeps {
  db: Database;
  clients: Record<SocialPostingPlatform, PlatformClient>;
  /** PUBLIC_URL: the links in the posts point to our article pages. */
  publicUrl: string;
  logger?: Logger;
  /** The clock, injected by tests; the system's otherwise. */
  now?: () => Date;
  /** The process holding the claims (db/leases.ts THIS_PROCESS); tests name others to play a second worker. */
  owner?: string;
  /** The process's stop signal: no new post starts once it aborts. */
  stopping?: AbortSignal;
}

export type RoundCounts = Record<SendOutcome | "interrupted", number>;

/**
 * One round of the queue (docs/architecture.md#social-posting): settles the
 * sends a dead worker left, skips what may not go, then per platform sends
 * every due post (immediate) or the one post of the current window (hourly,
 * daily, weekly).
 */
export async function runSocialRound(deps: SocialQueueDeps, at: Date): Promise<RoundCounts> {
  const { db } = deps;
  const counts: RoundCounts = { sent: 0, retry: 0, failed: 0, skipped: 0, lost: 0, interrupted: 0 };
  counts.interrupted = await settleInterruptedSends(db, at);
  counts.skipped += await skipDueUnpublished(db, at);
  const postingOn = (await readAutomationSettings(db)).social_posting.enabled;
  const configs = await db.select().from(socialConfigs).where(inArray(socialConfigs.platform, [...SOCIAL_POSTING_PLATFORMS]));
  for (const config of configs) {
    const platform = config.platform as SocialPostingPlatform;
    const client = deps.clients[platform];
    const blocked = await whyNotPosting(db, postingOn, config, client, at);
    if (blocked) {
      counts.skipped += await skipDuePosts(db, platform, at, blocked);
      continue;
    }
    for (let sent = 0; sent < MAX_POSTS_PER_ROUND && !deps.stopping?.aborted; sent++) {
      const post = await claim(deps, platform, config.frequency as SocialFrequency, at);
      if (!post) break;
      counts[await sendClaimedPost({ db, publicUrl: deps.publicUrl, owner: owner(deps), now: () => clock(deps) }, post, config, client)] += 1;
    }
  }
  if (counts.sent + counts.retry + counts.failed + counts.interrupted > 0) {
    deps.logger?.info({ category: "system", source: "social-queue", ...counts }, "social posting round");
  }
  return counts;
}

function claim(deps: SocialQueueDeps, platform: SocialPostingPlatform, frequency: SocialFrequency, at: Date): Promise<ClaimedPost | null> {
  const options = { owner: owner(deps) };
  return frequency === "immediate" ? claimNextPost(deps.db, platform, at, options) : claimWindowPost(deps.db, platform, frequency, at, options);
}

/**
 * Why the platform may not post now, or null when it may. A card enabled but
 * incomplete (no chat id, page id or author) says so on the card, once.
 */
async function whyNotPosting(db: Database, postingOn: boolean, config: SocialConfigRow, client: PlatformClient, at: Date): Promise<string | null> {
  if (!postingOn) return SKIPPED_POSTING_OFF;
  if (!config.enabled || config.access_token === "") return SKIPPED_PLATFORM_OFF;
  const missing = client.requires.filter((field) => config[field].trim() === "");
  if (missing.length === 0) return null;
  const reason = missingFieldsMessage(client.platform, missing);
  await db
    .update(socialConfigs)
    .set({ last_error: reason, last_error_at: at })
    .where(and(eq(socialConfigs.platform, config.platform), sql`${socialConfigs.last_error} is distinct from ${reason}`));
  return reason;
}

/** Due posts of articles no longer public (deleted ones went with their rows: cascade). */
async function skipDueUnpublished(db: Database, at: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update social_posts set status = 'skipped', last_error = ${SKIPPED_NOT_PUBLIC}, lease_owner = null, lease_expires_at = null
        where status = 'queued' and due_at <= ${at.toISOString()}::timestamptz
          and (lease_expires_at is null or lease_expires_at < ${at.toISOString()}::timestamptz)
          and not exists (select 1 from articles where articles.id = social_posts.article_id and ${isPublished})
        returning id`,
  );
  return rows.length;
}

const owner = (deps: SocialQueueDeps) => deps.owner ?? THIS_PROCESS;
const clock = (deps: SocialQueueDeps) => deps.now?.() ?? new Date();

export interface SocialQueue {
  /** One round now; a call during a round makes one more round after it (a publish that came mid-round is not missed). */
  run(at?: Date): Promise<void>;
  /** Runs a round whenever a publish in this process queues posts; returns the function that stops listening. */
  listen(): () => void;
}

/**
 * The worker's social queue: a round every 15 s (worker/jobs.ts) and one as
 * soon as a publish in this process queues posts. Rounds never overlap in
 * this process; other workers may run theirs, claims never overlap.
 */
export function createSocialQueue(deps: SocialQueueDeps): SocialQueue {
  let running: Promise<void> | null = null;
  let again = false;
  const rounds = async (first?: Date) => {
    let at = first;
    do {
      again = false;
      await runSocialRound(deps, at ?? clock(deps));
      at = undefined;
    } while (again && !deps.stopping?.aborted);
  };
  const run = (at?: Date): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = rounds(at).finally(() => {
      running = null;
    });
    return running;
  };
  return {
    run,
    listen: () =>
      onSocialPostsQueued(() => {
        run().catch((error: unknown) => deps.logger?.error({ category: "system", source: "social-queue", err: error }, "social posting round failed"));
      }),
  };
}
