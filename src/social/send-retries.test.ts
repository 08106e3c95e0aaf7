import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { enablePlatform, enableSocialPosting, postsOf, recordingClients, refused, type RecordingClient } from "../../tests/helpers/social-queue.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { errorLogs, socialConfigs, socialPosts } from "../db/schema/index.js";
import type { SocialPostingPlatform } from "../shared/social.js";
import { claimNextPost } from "./claim-posts.js";
import { enqueueSocialPosts } from "./enqueue-posts.js";
import { SEND_LEASE_MS } from "./send-post.js";
import { markSending, settleInterruptedSends } from "./settle-post.js";
import { runSocialRound, type SocialQueueDeps } from "./social-queue.js";

const testDb = useTestDatabase();
const SITE = "https://rassegna.example.it";
const MINUTE = 60_000;
let now: Date;
let clients: Record<SocialPostingPlatform, RecordingClient>;

beforeEach(async () => {
  clients = recordingClients();
  now = new Date("2026-11-21T10:00:00Z");
  await enableSocialPosting(testDb.db);
  await enablePlatform(testDb.db, "telegram");
});

const deps = (extra: Partial<SocialQueueDeps> = {}): SocialQueueDeps => ({ db: testDb.db, clients, publicUrl: SITE, now: () => now, ...extra });
const round = (extra: Partial<SocialQueueDeps> = {}) => runSocialRound(deps(extra), now);
const later = (ms: number) => (now = new Date(now.getTime() + ms));

async function publish(title = "Notizia"): Promise<string> {
  const [id] = await insertPublished(testDb.db, [{ title, published_at: now }]);
  await enqueueSocialPosts(testDb.db, id!, now);
  return id!;
}
const row = async (id: string) => (await postsOf(testDb.db, id))[0]!;
const card = async () => (await testDb.db.select().from(socialConfigs).where(eq(socialConfigs.platform, "telegram")))[0]!;

describe("retries", () => {
  it("a 5xx or a network error goes back to the queue after 1, 2, 4, 8 minutes; the 5th failure gives up, on the card and in error_logs", async () => {
    const id = await publish();
    clients.telegram.answers.push(...Array.from({ length: 5 }, (_, i) => (i === 2 ? refused(null, "connect ECONNREFUSED") : refused(502, "Bad Gateway"))));
    for (const wait of [1, 2, 4, 8]) {
      const before = clients.telegram.sent.length;
      await round();
      expect(clients.telegram.sent).toHaveLength(before + 1);
      expect(await row(id)).toMatchObject({ status: "queued", attempts: before + 1, due_at: new Date(now.getTime() + wait * MINUTE), lease_owner: null });
      later(wait * MINUTE - 1_000);
      await round();
      expect(clients.telegram.sent).toHaveLength(before + 1);
      later(1_000);
    }
    await round();
    expect(clients.telegram.sent).toHaveLength(5);
    const reason = "Rinunciato dopo 5 tentativi: Telegram ha risposto 502: Bad Gateway";
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 5, last_error: reason });
    expect(await card()).toMatchObject({ last_error: reason, last_error_at: now });
    expect(await testDb.db.select().from(errorLogs)).toMatchObject([{ error_type: "social_post_failed", source: "social:telegram", severity: "medium" }]);
    later(60 * MINUTE);
    await round();
    expect(clients.telegram.sent).toHaveLength(5);
  });

  it("honours a Retry-After longer than the backoff, and a success clears the card's error", async () => {
    await testDb.db.update(socialConfigs).set({ last_error: "vecchio errore", last_error_at: now }).where(eq(socialConfigs.platform, "telegram"));
    const id = await publish();
    clients.telegram.answers.push(refused(429, "Too Many Requests: retry after 300", 300_000));
    await round();
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 1, due_at: new Date(now.getTime() + 5 * MINUTE), last_error: "Telegram ha risposto 429: Too Many Requests: retry after 300" });
    later(4 * MINUTE);
    await round();
    expect(clients.telegram.sent).toHaveLength(1);
    later(MINUTE);
    await round();
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(await card()).toMatchObject({ last_error: null, last_error_at: null, last_post: now });
  });

  it("a 4xx is not retried: failed at once, the platform's words on the card and in error_logs", async () => {
    const id = await publish();
    clients.telegram.answers.push(refused(401, "Unauthorized"));
    await round();
    later(30 * MINUTE);
    await round();
    expect(clients.telegram.sent).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 1, last_error: "Telegram ha rifiutato il post (401): Unauthorized" });
    expect((await card()).last_error).toBe("Telegram ha rifiutato il post (401): Unauthorized");
    const [logged] = await testDb.db.select().from(errorLogs);
    expect(logged!.error_message).toContain("401 Unauthorized");
  });

  it("a client that throws counts as a network failure", async () => {
    const id = await publish();
    clients.telegram.send = () => Promise.reject(new Error("boom"));
    await round();
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 1, last_error: "Telegram non raggiungibile: boom" });
  });
});

describe("a worker killed mid-send", () => {
  it("leaves a `sending` row that is never sent again: failed with an unknown outcome once its lease runs out", async () => {
    const id = await publish();
    // The dead worker claimed the post and marked it sending; its request never came back.
    const claimed = await claimNextPost(testDb.db, "telegram", now, { owner: "dead-worker" });
    expect(await markSending(testDb.db, claimed!, "dead-worker", "testo", now, SEND_LEASE_MS)).toBe(true);
    later(SEND_LEASE_MS - 1_000);
    await round();
    expect(await row(id)).toMatchObject({ status: "sending" });
    later(2_000);
    await round();
    expect(clients.telegram.sent).toEqual([]);
    expect(await row(id)).toMatchObject({ status: "failed", last_error: "Esito sconosciuto: invio interrotto, non ripetuto" });
    expect((await card()).last_error).toMatch(/esito sconosciuto/);
    expect(await testDb.db.select().from(errorLogs)).toMatchObject([{ error_type: "social_post_failed", source: "social:telegram" }]);
    later(60 * MINUTE);
    await round();
    expect(clients.telegram.sent).toEqual([]);
  });

  it("a claim not yet sending is free again after its lease: that post was never sent, so it goes", async () => {
    const id = await publish();
    await claimNextPost(testDb.db, "telegram", now, { owner: "dead-worker", leaseMs: MINUTE });
    await round();
    expect(clients.telegram.sent).toEqual([]);
    later(MINUTE + 1_000);
    await round();
    expect(clients.telegram.sent).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("on the embedded database at start-up every `sending` row is settled at once", async () => {
    const id = await publish();
    const claimed = await claimNextPost(testDb.db, "telegram", now, { owner: "dead-worker" });
    await markSending(testDb.db, claimed!, "dead-worker", "testo", now, SEND_LEASE_MS);
    expect(await settleInterruptedSends(testDb.db, now, { everyone: true })).toBe(1);
    expect(await row(id)).toMatchObject({ status: "failed" });
  });
});

describe("two workers at once (separate connections on PostgreSQL)", () => {
  it("send each post exactly once", async () => {
    clients = recordingClients({ delayMs: 5 });
    const ids = [];
    for (let i = 0; i < 20; i++) ids.push(await publish(`Notizia ${i}`));
    for (let i = 0; i < 3; i++) await Promise.all([round({ owner: "worker-a" }), round({ owner: "worker-b" })]);
    const titles = clients.telegram.sent.map((call) => call.post.title);
    expect(titles).toHaveLength(20);
    expect(new Set(titles).size).toBe(20);
    const rows = await testDb.db.select().from(socialPosts);
    expect(rows.every((post) => post.status === "sent" && post.attempts === 1)).toBe(true);
  });

  it("choose one post for an hourly window between them", async () => {
    clients = recordingClients({ delayMs: 5 });
    await testDb.db.update(socialConfigs).set({ frequency: "hourly" }).where(eq(socialConfigs.platform, "telegram"));
    for (let i = 0; i < 8; i++) await publish(`Notizia ${i}`);
    await Promise.all([round({ owner: "worker-a" }), round({ owner: "worker-b" }), round({ owner: "worker-c" })]);
    await Promise.all([round({ owner: "worker-a" }), round({ owner: "worker-b" })]);
    expect(clients.telegram.sent).toHaveLength(1);
    const statuses = (await testDb.db.select().from(socialPosts)).map((post) => post.status).sort();
    expect(statuses).toEqual(["sent", ...Array(7).fill("skipped")]);
  });
});
