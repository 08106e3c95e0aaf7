import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { articles, type socialConfigs } from "../db/schema/index.js";
import { isPublished } from "../articles/lifecycle/index.js";
import type { ClaimedPost } from "./claim-posts.js";
import { POST_LIMITS } from "./platforms/post-limits.js";
import type { PlatformClient, SendFailure, SendResult } from "./platforms/platform-client.js";
import { describeFailure, gaveUpMessage, SKIPPED_NOT_PUBLIC } from "./post-messages.js";
import { renderPost } from "./render-post.js";
import { giveUp, markSending, markSent, markSkipped, retryLater } from "./settle-post.js";

/** Tries per post before it is given up (docs/architecture.md#social-posting). */
export const MAX_ATTEMPTS = 5;
/** The wait before the 2nd, 3rd, 4th and 5th try; a longer Retry-After wins. */
export const BACKOFF_MS = [1, 2, 4, 8].map((minutes) => minutes * 60_000);
/**
 * How long a `sending` row is held: well past the clients' own timeout (15 s),
 * so only a dead worker's row outlives it and is settled as an unknown outcome.
 */
export const SEND_LEASE_MS = 2 * 60_000;

export type SocialConfigRow = typeof socialConfigs.$inferSelect;

export interface SendDeps {
  db: Database;
  publicUrl: string;
  owner: string;
  now: () => Date;
}

export type SendOutcome = "sent" | "retry" | "failed" | "skipped" | "lost";

/**
 * Sends one claimed post: the article is checked again (gone or no longer
 * public: skipped), the row turns `sending`, then one request; the answer
 * settles the row (sent, retried with backoff, or given up).
 */
export async function sendClaimedPost(deps: SendDeps, post: ClaimedPost, config: SocialConfigRow, client: PlatformClient): Promise<SendOutcome> {
  const { db, owner } = deps;
  const [article] = await db
    .select({ id: articles.id, title: articles.title, category: articles.category, source_name: articles.source_name })
    .from(articles)
    .where(and(eq(articles.id, post.article_id), isPublished));
  if (!article) {
    await markSkipped(db, post, owner, SKIPPED_NOT_PUBLIC);
    return "skipped";
  }
  const { text, link } = renderPost(config.post_template, article, { publicUrl: deps.publicUrl, ...POST_LIMITS[post.platform] });
  if (!(await markSending(db, post, owner, text, deps.now(), SEND_LEASE_MS))) return "lost";

  const result = await sendOnce(client, config, { text, link, title: article.title });
  const now = deps.now();
  if (result.ok) {
    await markSent(db, post, owner, result.remoteId, now);
    return "sent";
  }
  const attempts = post.attempts + 1;
  if (result.retryable && attempts < MAX_ATTEMPTS) {
    const wait = Math.max(BACKOFF_MS[attempts - 1]!, result.retryAfterMs ?? 0);
    await retryLater(db, post, owner, describeFailure(post.platform, result), new Date(now.getTime() + wait));
    return "retry";
  }
  const reason = result.retryable ? gaveUpMessage(attempts, result, post.platform) : describeFailure(post.platform, result);
  const detail = `Post of article ${post.article_id} on ${post.platform} given up after ${attempts} tries: ${result.status ?? "no answer"} ${result.detail}`;
  await giveUp(db, post, owner, reason, detail, now);
  return "failed";
}

/** The client's answer; a client that throws (it should not) counts as a network failure, worth another try. */
async function sendOnce(client: PlatformClient, config: SocialConfigRow, post: { text: string; link: string; title: string }): Promise<SendResult> {
  try {
    return await client.send({ access_token: config.access_token, chat_id: config.chat_id, page_id: config.page_id, author_urn: config.author_urn }, post);
  } catch (error) {
    const failure: SendFailure = { ok: false, status: null, retryable: true, detail: error instanceof Error ? error.message : String(error), response: null };
    return failure;
  }
}
