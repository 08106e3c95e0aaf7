import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { socialConfigs, socialPosts } from "../db/schema/index.js";
import { maskApiKey } from "../shared/ai.js";
import { SOCIAL_PLATFORMS } from "../shared/constants.js";
import { NotFoundError, ValidationError } from "../platform/errors.js";
import { postsForReal, type SocialConfigUpdate, type SocialConfigView, type SocialPlatform } from "../shared/social.js";
import { credentialsCheck } from "./credentials.js";

export type SocialConfigRow = typeof socialConfigs.$inferSelect;

/** The card's view of a platform: the token only masked (write-only secret, like AI keys). */
export function toSocialConfigView(row: SocialConfigRow, queued: number): SocialConfigView {
  return {
    platform: row.platform as SocialPlatform,
    enabled: row.enabled,
    access_token: row.access_token ? maskApiKey(row.access_token) : "",
    has_token: row.access_token !== "",
    chat_id: row.chat_id,
    page_id: row.page_id,
    author_urn: row.author_urn,
    post_template: row.post_template,
    frequency: row.frequency as SocialConfigView["frequency"],
    last_post: row.last_post?.toISOString() ?? null,
    last_error: row.last_error,
    last_error_at: row.last_error_at?.toISOString() ?? null,
    posts_for_real: postsForReal(row.platform),
    queued,
  };
}

/** The platform named in a URL, or a 404: the six are fixed (docs/product.md#social-media). */
export function knownPlatform(platform: string): SocialPlatform {
  if (!(SOCIAL_PLATFORMS as readonly string[]).includes(platform)) {
    throw new NotFoundError(`Unknown social platform "${platform}": expected one of ${SOCIAL_PLATFORMS.join(", ")}`);
  }
  return platform as SocialPlatform;
}

/** The six rows exist from the seed; a database that lost one gets it back with its defaults, never touching the others. */
async function ensureRows(db: Database): Promise<void> {
  await db
    .insert(socialConfigs)
    .values(SOCIAL_PLATFORMS.map((platform) => ({ platform })))
    .onConflictDoNothing({ target: socialConfigs.platform });
}

/** Queued posts per platform, for the cards. */
async function queuedCounts(db: Database, platform?: SocialPlatform): Promise<Map<string, number>> {
  const rows = await db
    .select({ platform: socialPosts.platform, n: sql<number>`count(*)::int` })
    .from(socialPosts)
    .where(platform ? and(eq(socialPosts.status, "queued"), eq(socialPosts.platform, platform)) : eq(socialPosts.status, "queued"))
    .groupBy(socialPosts.platform);
  return new Map(rows.map((row) => [row.platform, Number(row.n)]));
}

/** Every platform, ordered by platform name (docs/product.md#social-media). */
export async function listSocialConfigs(db: Database): Promise<SocialConfigView[]> {
  let rows = await db.select().from(socialConfigs).orderBy(asc(socialConfigs.platform));
  if (rows.length < SOCIAL_PLATFORMS.length) {
    await ensureRows(db);
    rows = await db.select().from(socialConfigs).orderBy(asc(socialConfigs.platform));
  }
  const queued = await queuedCounts(db);
  return rows.map((row) => toSocialConfigView(row, queued.get(row.platform) ?? 0));
}

/** One platform's stored row, token included: for the server's own use (test post, preview), never for an answer. */
export async function readSocialConfigRow(db: Database, platform: string): Promise<SocialConfigRow> {
  const known = knownPlatform(platform);
  const [row] = await db.select().from(socialConfigs).where(eq(socialConfigs.platform, known));
  if (row) return row;
  await ensureRows(db);
  const [created] = await db.select().from(socialConfigs).where(eq(socialConfigs.platform, known));
  return created!;
}

/** One platform's card as the API answers it. */
export async function readSocialConfig(db: Database, platform: string): Promise<SocialConfigView> {
  const row = await readSocialConfigRow(db, platform);
  return toSocialConfigView(row, (await queuedCounts(db, row.platform as SocialPlatform)).get(row.platform) ?? 0);
}

/**
 * Saves a platform's card. An absent or empty token keeps the stored one (the
 * screen never has it to send back); a platform that posts for real cannot be
 * left enabled without its token and the id saying where to post.
 */
export async function updateSocialConfig(db: Database, platform: string, input: SocialConfigUpdate): Promise<SocialConfigView> {
  const current = await readSocialConfigRow(db, platform);
  const { access_token: token, ...rest } = input;
  const changes: Partial<SocialConfigRow> = { ...rest, ...(token ? { access_token: token } : {}) };
  const next = { ...current, ...changes };
  if (next.enabled) {
    const { needed, missing } = credentialsCheck(next.platform, next);
    if (missing.length > 0) throw new ValidationError(`${next.platform} needs ${needed.join(" and ")} before it can be enabled`);
  }
  if (Object.keys(changes).length > 0) await db.update(socialConfigs).set(changes).where(eq(socialConfigs.platform, current.platform));
  return readSocialConfig(db, current.platform);
}

/** A post went out (the test post here, the queue's posts too): the card's last post time, and no standing error. */
export async function recordLastPost(db: Database, platform: SocialPlatform, at: Date): Promise<void> {
  await db.update(socialConfigs).set({ last_post: at, last_error: null, last_error_at: null }).where(eq(socialConfigs.platform, platform));
}
