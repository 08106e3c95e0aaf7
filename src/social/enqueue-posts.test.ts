import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertPendingArticles } from "../../tests/helpers/article-rows.js";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { enablePlatform, enableSocialPosting, postsOf } from "../../tests/helpers/social-queue.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { createAiFetch } from "../ai/ai-fetch.js";
import { processPendingArticles } from "../ai/process-articles.js";
import { socialConfigs, socialPosts } from "../db/schema/index.js";
import { enqueueSocialPosts } from "./enqueue-posts.js";
import { onSocialPostsQueued } from "./posts-queued.js";

const testDb = useTestDatabase();
const now = new Date("2026-11-21T10:37:00Z");

describe("queueing an article's posts at publish", () => {
  it("queues nothing while social posting is off", async () => {
    await enablePlatform(testDb.db, "telegram");
    const [id] = await insertPublished(testDb.db, [{}]);
    expect(await enqueueSocialPosts(testDb.db, id!, now)).toBe(0);
    expect(await postsOf(testDb.db, id!)).toEqual([]);
  });

  it("queues one post per enabled platform that posts for real and has a token", async () => {
    await enableSocialPosting(testDb.db);
    await enablePlatform(testDb.db, "telegram");
    await enablePlatform(testDb.db, "twitter");
    await enablePlatform(testDb.db, "facebook", { access_token: "" });
    await enablePlatform(testDb.db, "instagram");
    const [id] = await insertPublished(testDb.db, [{}]);
    expect(await enqueueSocialPosts(testDb.db, id!, now)).toBe(2);
    const rows = await postsOf(testDb.db, id!);
    expect(rows.map((row) => row.platform).sort()).toEqual(["telegram", "twitter"]);
    expect(rows.every((row) => row.status === "queued" && row.due_at.getTime() === now.getTime() && row.attempts === 0)).toBe(true);
  });

  it("publishing the same article again queues nothing more: the unique pair holds", async () => {
    await enableSocialPosting(testDb.db);
    await enablePlatform(testDb.db, "telegram");
    const [id] = await insertPublished(testDb.db, [{}]);
    expect(await enqueueSocialPosts(testDb.db, id!, now)).toBe(1);
    await testDb.db.update(socialPosts).set({ status: "sent", sent_at: now }).where(eq(socialPosts.article_id, id!));
    expect(await enqueueSocialPosts(testDb.db, id!, new Date(now.getTime() + 3_600_000))).toBe(0);
    expect(await postsOf(testDb.db, id!)).toMatchObject([{ platform: "telegram", status: "sent" }]);
  });

  it("dates each platform's post by the mode and the platform's frequency", async () => {
    await enableSocialPosting(testDb.db, "scheduled");
    await enablePlatform(testDb.db, "telegram", { frequency: "hourly" });
    await enablePlatform(testDb.db, "linkedin", { frequency: "daily" });
    await enablePlatform(testDb.db, "twitter");
    const [id] = await insertPublished(testDb.db, [{}]);
    await enqueueSocialPosts(testDb.db, id!, now);
    const due = Object.fromEntries((await postsOf(testDb.db, id!)).map((row) => [row.platform, row.due_at.toISOString()]));
    expect(due).toEqual({ telegram: "2026-11-21T11:00:00.000Z", linkedin: "2026-11-21T23:00:00.000Z", twitter: now.toISOString() });
  });

  it("an article the AI publishes queues its posts and wakes this process's queue", async () => {
    await enableSocialPosting(testDb.db, "delayed", 30);
    await enablePlatform(testDb.db, "telegram");
    let woken = 0;
    const stop = onSocialPostsQueued(() => void (woken += 1));
    try {
      const [id] = await insertPendingArticles(testDb.db, 1);
      await processPendingArticles({ db: testDb.db, aiFetch: createAiFetch({ allowPrivateNetwork: true }), now: () => now });
      expect(await postsOf(testDb.db, id!)).toMatchObject([{ platform: "telegram", status: "queued", due_at: new Date(now.getTime() + 30 * 60_000) }]);
      expect(woken).toBe(1);
    } finally {
      stop();
    }
  });

  it("a platform switched off queues nothing", async () => {
    await enableSocialPosting(testDb.db);
    await enablePlatform(testDb.db, "telegram");
    await testDb.db.update(socialConfigs).set({ enabled: false }).where(eq(socialConfigs.platform, "telegram"));
    const [id] = await insertPublished(testDb.db, [{}]);
    expect(await enqueueSocialPosts(testDb.db, id!, now)).toBe(0);
  });
});
