import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertPendingArticles } from "../../tests/helpers/article-rows.js";
import { enablePlatform, enableSocialPosting, postsOf } from "../../tests/helpers/social-queue.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { startSocialStandIn, type SocialStandIn } from "../../tests/servers/social-platforms.js";
import { createAiFetch } from "../ai/ai-fetch.js";
import { processPendingArticles } from "../ai/process-articles.js";
import { socialConfigs } from "../db/schema/index.js";
import { enqueueSocialPosts } from "./enqueue-posts.js";
import { createPlatformClients } from "./platforms/index.js";
import { runSocialRound } from "./social-queue.js";

/** The queue with the real clients, against the local stand-in of the platforms' APIs. */
const testDb = useTestDatabase();
const SITE = "https://rassegna.example.it";
let standIn: SocialStandIn;
let now: Date;

beforeAll(async () => {
  standIn = await startSocialStandIn();
});
afterAll(async () => standIn.close());
beforeEach(async () => {
  standIn.reset();
  now = new Date("2026-11-21T10:00:00Z");
  await enableSocialPosting(testDb.db);
  await enablePlatform(testDb.db, "telegram", { chat_id: "@rassegna_test", post_template: "{{title}} - {{url}}" });
});

const round = () => {
  const apis = { telegram: standIn.url, facebook: standIn.url, twitter: standIn.url, linkedin: standIn.url };
  return runSocialRound({ db: testDb.db, clients: createPlatformClients({ apis, allowPrivateNetwork: true }), publicUrl: SITE, now: () => now }, now);
};

/** An article the AI (the local analyzer) publishes now, which queues its posts. */
async function publish(): Promise<string> {
  const [id] = await insertPendingArticles(testDb.db, 1);
  await processPendingArticles({ db: testDb.db, aiFetch: createAiFetch({ allowPrivateNetwork: true }), now: () => now });
  return id!;
}

describe("posting to Telegram's stand-in", () => {
  it("an article published goes out as exactly one message, even if it is published again", async () => {
    const id = await publish();
    await round();
    await enqueueSocialPosts(testDb.db, id, now);
    now = new Date(now.getTime() + 60_000);
    await round();
    const [post] = standIn.posts("telegram");
    expect(standIn.posts("telegram")).toHaveLength(1);
    expect(post).toMatchObject({ token: "123456789:token-telegram", target: "@rassegna_test" });
    expect(post!.text).toMatch(new RegExp(` - ${SITE}/articolo/${id}$`));
    expect(await postsOf(testDb.db, id)).toMatchObject([{ status: "sent", remote_id: post!.id, message: post!.text }]);
  });

  it("a 429 waits for Telegram's Retry-After when it is longer than the backoff", async () => {
    const id = await publish();
    standIn.failNext("telegram", 429, 1, { "Retry-After": "150" });
    await round();
    expect(await postsOf(testDb.db, id)).toMatchObject([{ status: "queued", attempts: 1, due_at: new Date(now.getTime() + 150_000) }]);
    now = new Date(now.getTime() + 150_000);
    await round();
    expect(standIn.posts("telegram")).toHaveLength(1);
  });

  it("a refused token fails the post at once, and the card says why", async () => {
    const id = await publish();
    standIn.setToken("telegram", "987654321:another-token");
    await round();
    now = new Date(now.getTime() + 30 * 60_000);
    await round();
    expect(standIn.requests("telegram")).toHaveLength(1);
    const [row] = await postsOf(testDb.db, id);
    expect(row).toMatchObject({ status: "failed", last_error: expect.stringMatching(/^Telegram ha rifiutato il post \(401\): /) });
    const [card] = await testDb.db.select().from(socialConfigs).where(eq(socialConfigs.platform, "telegram"));
    expect(card!.last_error).toBe(row!.last_error);
  });
});
