import { eq } from "drizzle-orm";
import type { Database } from "../../src/db/database.js";
import { socialConfigs, socialPosts } from "../../src/db/schema/index.js";
import { saveAutomationSection } from "../../src/automation/save-automation-section.js";
import type { SocialPostingSettings } from "../../src/shared/automation.js";
import type { SocialPlatform, SocialPostingPlatform } from "../../src/shared/social.js";
import type { OutgoingPost, PlatformClient, PlatformCredentials, SendResult } from "../../src/social/platforms/platform-client.js";

/** An in-test client of our PlatformClient interface: records what it is asked to send and answers as scripted. */
export interface RecordingClient extends PlatformClient {
  sent: Array<{ credentials: PlatformCredentials; post: OutgoingPost }>;
  /** Answers for the next sends, in order; a success once they run out. */
  answers: SendResult[];
}

let serial = 0;

/** A success, with a fresh remote id. */
export function accepted(): SendResult {
  serial += 1;
  return { ok: true, status: 200, remoteId: `remote-${serial}`, response: "{}" };
}

/** A refusal or an unreachable platform. */
export function refused(status: number | null, detail: string, retryAfterMs?: number): SendResult {
  const retryable = status === null || status === 429 || status >= 500;
  return { ok: false, status, retryable, detail, response: null, ...(retryAfterMs !== undefined && { retryAfterMs }) };
}

export function recordingClient(platform: SocialPostingPlatform, options: { delayMs?: number; requires?: PlatformClient["requires"] } = {}): RecordingClient {
  const client: RecordingClient = {
    platform,
    maxLength: 4096,
    requires: options.requires ?? [],
    sent: [],
    answers: [],
    async send(credentials, post) {
      client.sent.push({ credentials, post });
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      return client.answers.shift() ?? accepted();
    },
  };
  return client;
}

/** The four posting platforms' clients, each recording. */
export function recordingClients(options: { delayMs?: number } = {}): Record<SocialPostingPlatform, RecordingClient> {
  return {
    telegram: recordingClient("telegram", { ...options, requires: ["chat_id"] }),
    facebook: recordingClient("facebook", { ...options, requires: ["page_id"] }),
    twitter: recordingClient("twitter", options),
    linkedin: recordingClient("linkedin", { ...options, requires: ["author_urn"] }),
  };
}

/** Turns automation's social_posting on in `mode`. */
export async function enableSocialPosting(db: Database, mode: SocialPostingSettings["mode"] = "immediate", delayMinutes = 0): Promise<void> {
  await saveAutomationSection(db, "social_posting", { enabled: true, mode, delay_minutes: delayMinutes });
}

/** A well-formed token of the platform (a Telegram bot token is "<bot id>:<secret>"). */
export function tokenOf(platform: SocialPlatform): string {
  return platform === "telegram" ? "123456789:token-telegram" : `token-${platform}`;
}

/** Turns a platform's card on, with a token and what it needs to post. */
export async function enablePlatform(db: Database, platform: SocialPlatform, fields: Partial<typeof socialConfigs.$inferInsert> = {}): Promise<void> {
  await db
    .update(socialConfigs)
    .set({ enabled: true, access_token: tokenOf(platform), chat_id: "@rassegna_test", page_id: "1234567890", author_urn: "urn:li:organization:42", ...fields })
    .where(eq(socialConfigs.platform, platform));
}

/** Every queued post of an article, by platform. */
export async function postsOf(db: Database, articleId: string) {
  return db.select().from(socialPosts).where(eq(socialPosts.article_id, articleId));
}
