import type { Logger } from "pino";
import { and, inArray, ne, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { socialConfigs, socialPosts } from "../db/schema/index.js";
import { readAutomationSettings } from "../automation/settings.js";
import { SOCIAL_POSTING_PLATFORMS } from "../shared/constants.js";
import type { SocialPostingSettings } from "../shared/automation.js";
import { nextWindowStart, type SocialFrequency } from "./frequency-window.js";
import { signalSocialPostsQueued } from "./posts-queued.js";

/**
 * When a platform's post of an article is due (docs/architecture.md#social-posting):
 * immediate = now; delayed = now + delay_minutes; scheduled = the start of the
 * platform's next window (next full hour, next Rome midnight, next Monday's
 * midnight), or now for a platform that posts immediately.
 */
export function dueAt(settings: Pick<SocialPostingSettings, "mode" | "delay_minutes">, frequency: SocialFrequency, now: Date): Date {
  if (settings.mode === "delayed") return new Date(now.getTime() + settings.delay_minutes * 60_000);
  if (settings.mode === "scheduled" && frequency !== "immediate") return nextWindowStart(frequency, now);
  return now;
}

/**
 * Queues the posts of an article just made public: one row per enabled
 * platform that posts for real and has a token, while social_posting is on.
 * ON CONFLICT DO NOTHING on (article, platform) is what makes an article go
 * out at most once per platform, however often it is published again.
 * Answers how many rows it added, and wakes this process's queue if any.
 * `settings` are read here unless the caller read them for a whole batch.
 */
export async function enqueueSocialPosts(db: Database, articleId: string, now: Date, settings?: SocialPostingSettings): Promise<number> {
  settings ??= (await readAutomationSettings(db)).social_posting;
  if (!settings.enabled) return 0;
  const platforms = await db
    .select({ platform: socialConfigs.platform, frequency: socialConfigs.frequency })
    .from(socialConfigs)
    .where(and(eq(socialConfigs.enabled, true), ne(socialConfigs.access_token, ""), inArray(socialConfigs.platform, [...SOCIAL_POSTING_PLATFORMS])));
  if (platforms.length === 0) return 0;
  const inserted = await db
    .insert(socialPosts)
    .values(platforms.map(({ platform, frequency }) => ({ article_id: articleId, platform, due_at: dueAt(settings, frequency as SocialFrequency, now) })))
    .onConflictDoNothing({ target: [socialPosts.article_id, socialPosts.platform] })
    .returning({ id: socialPosts.id });
  if (inserted.length > 0) signalSocialPostsQueued();
  return inserted.length;
}

/**
 * enqueueSocialPosts for the publish path, under the settings its batch read:
 * a failure to queue is logged and never undoes or fails the publish (the
 * article is public either way).
 */
export async function enqueueAfterPublish(db: Database, articleId: string, now: Date, settings: SocialPostingSettings, logger?: Logger): Promise<void> {
  try {
    await enqueueSocialPosts(db, articleId, now, settings);
  } catch (error) {
    logger?.error({ category: "system", source: "social-queue", err: error, article_id: articleId }, "could not queue the article's social posts");
  }
}
