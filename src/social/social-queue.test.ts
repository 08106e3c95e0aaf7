import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { enablePlatform, enableSocialPosting, postsOf, recordingClients, type RecordingClient } from "../../tests/helpers/social-queue.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { saveAutomationSection } from "../automation/save-automation-section.js";
import { articles, articleViewTotals, socialConfigs, socialPosts } from "../db/schema/index.js";
import type { SocialPostingPlatform } from "../shared/social.js";
import { enqueueSocialPosts } from "./enqueue-posts.js";
import { createSocialQueue, runSocialRound } from "./social-queue.js";

const testDb = useTestDatabase();
const SITE = "https://rassegna.example.it";
let now: Date;
let clients: Record<SocialPostingPlatform, RecordingClient>;

beforeEach(() => {
  clients = recordingClients();
});

const at = (iso: string) => (now = new Date(iso));
const round = () => runSocialRound({ db: testDb.db, clients, publicUrl: SITE, now: () => now }, now);
const sentTitles = (platform: SocialPostingPlatform) => clients[platform].sent.map((call) => call.post.title);

/** Publishes an article now, with `views` views so far, and queues its posts. */
async function publish(title: string, views = 0): Promise<string> {
  const [id] = await insertPublished(testDb.db, [{ title, published_at: now }]);
  if (views > 0) await testDb.db.insert(articleViewTotals).values({ article_id: id!, views });
  await enqueueSocialPosts(testDb.db, id!, now);
  return id!;
}

async function statusOf(id: string, platform: SocialPostingPlatform = "telegram") {
  const rows = await postsOf(testDb.db, id);
  return rows.find((row) => row.platform === platform)?.status;
}

describe("immediate platforms", () => {
  it("immediate mode: each article goes out once, with the card's credentials and our link; the card shows the time", async () => {
    await enableSocialPosting(testDb.db);
    await enablePlatform(testDb.db, "telegram", { post_template: "{{title}} {{url}}", chat_id: "@canale_prova" });
    at("2026-11-21T10:00:00Z");
    const first = await publish("Primo articolo");
    const second = await publish("Secondo articolo");
    expect(await round()).toMatchObject({ sent: 2 });
    expect(await round()).toMatchObject({ sent: 0 });
    expect(sentTitles("telegram").sort()).toEqual(["Primo articolo", "Secondo articolo"]);
    const call = clients.telegram.sent.find((sent) => sent.post.title === "Primo articolo")!;
    expect(call.credentials).toMatchObject({ access_token: "123456789:token-telegram", chat_id: "@canale_prova" });
    expect(call.post).toMatchObject({ text: `Primo articolo ${SITE}/articolo/${first}`, link: `${SITE}/articolo/${first}` });
    const [row] = await postsOf(testDb.db, first);
    expect(row).toMatchObject({ status: "sent", attempts: 1, remote_id: expect.stringMatching(/^remote-/), sent_at: now, message: call.post.text, lease_owner: null });
    expect(await statusOf(second)).toBe("sent");
    const [card] = await testDb.db.select().from(socialConfigs).where(eq(socialConfigs.platform, "telegram"));
    expect(card!.last_post).toEqual(now);
  });

  it("delayed mode: nothing before the delay, then the post", async () => {
    await enableSocialPosting(testDb.db, "delayed", 30);
    await enablePlatform(testDb.db, "twitter");
    at("2026-11-21T10:00:00Z");
    const id = await publish("Con ritardo");
    at("2026-11-21T10:29:00Z");
    await round();
    expect(clients.twitter.sent).toEqual([]);
    at("2026-11-21T10:30:15Z");
    await round();
    expect(sentTitles("twitter")).toEqual(["Con ritardo"]);
    expect(await statusOf(id, "twitter")).toBe("sent");
  });

  it("posts every platform that is on, each once", async () => {
    await enableSocialPosting(testDb.db);
    for (const platform of ["telegram", "facebook", "twitter", "linkedin"] as const) await enablePlatform(testDb.db, platform);
    at("2026-11-21T10:00:00Z");
    await publish("Ovunque");
    await round();
    await round();
    for (const platform of ["telegram", "facebook", "twitter", "linkedin"] as const) expect(sentTitles(platform)).toEqual(["Ovunque"]);
  });
});

describe("the queue of a worker process", () => {
  it("runs a round as soon as a publish in this process queues posts, and a call during a round makes one more", async () => {
    await enableSocialPosting(testDb.db);
    await enablePlatform(testDb.db, "telegram");
    at("2026-11-21T10:00:00Z");
    const queue = createSocialQueue({ db: testDb.db, clients, publicUrl: SITE, now: () => now });
    const stop = queue.listen();
    try {
      await publish("Svegliato");
      await queue.run();
      expect(sentTitles("telegram")).toEqual(["Svegliato"]);
      const [id] = await insertPublished(testDb.db, [{ title: "Durante il giro", published_at: now }]);
      const running = queue.run();
      await enqueueSocialPosts(testDb.db, id!, now);
      await Promise.all([running, queue.run()]);
      expect(sentTitles("telegram")).toEqual(["Svegliato", "Durante il giro"]);
    } finally {
      stop();
    }
  });
});

describe("hourly, daily and weekly platforms: one post per window, the best read", () => {
  it("scheduled + hourly: the hour's articles wait for the next hour; the most read goes, the others are skipped", async () => {
    await enableSocialPosting(testDb.db, "scheduled");
    await enablePlatform(testDb.db, "telegram", { frequency: "hourly" });
    at("2026-11-21T10:05:00Z");
    const quiet = await publish("Poco letto", 5);
    at("2026-11-21T10:20:00Z");
    const read = await publish("Molto letto", 50);
    at("2026-11-21T10:40:00Z");
    const newest = await publish("Recente", 10);
    at("2026-11-21T10:59:00Z");
    await round();
    expect(clients.telegram.sent).toEqual([]);
    at("2026-11-21T11:00:15Z");
    await round();
    await round();
    expect(sentTitles("telegram")).toEqual(["Molto letto"]);
    expect(await statusOf(read)).toBe("sent");
    for (const id of [quiet, newest]) expect(await postsOf(testDb.db, id)).toMatchObject([{ status: "skipped", last_error: "Un altro articolo è stato pubblicato quest'ora" }]);
    // Published during 11:xx: due at 12:00, not before.
    const later = await publish("Dopo");
    at("2026-11-21T11:59:00Z");
    await round();
    at("2026-11-21T12:00:10Z");
    await round();
    expect(sentTitles("telegram")).toEqual(["Molto letto", "Dopo"]);
    expect(await statusOf(later)).toBe("sent");
  });

  it("immediate mode + hourly: the first goes at once, the rest of the hour waits; next hour the newest of equal reads goes", async () => {
    await enableSocialPosting(testDb.db, "immediate");
    await enablePlatform(testDb.db, "telegram", { frequency: "hourly" });
    at("2026-11-21T10:05:00Z");
    await publish("Subito");
    await round();
    at("2026-11-21T10:10:00Z");
    const older = await publish("Più vecchio");
    at("2026-11-21T10:30:00Z");
    const newer = await publish("Più nuovo");
    await round();
    expect(sentTitles("telegram")).toEqual(["Subito"]);
    expect(await statusOf(older)).toBe("queued");
    at("2026-11-21T11:00:05Z");
    await round();
    expect(sentTitles("telegram")).toEqual(["Subito", "Più nuovo"]);
    expect(await statusOf(newer)).toBe("sent");
    expect(await statusOf(older)).toBe("skipped");
  });

  it("daily: one post per Rome day, at the first round after Rome's midnight in scheduled mode", async () => {
    await enableSocialPosting(testDb.db, "scheduled");
    await enablePlatform(testDb.db, "facebook", { frequency: "daily" });
    // 23:30 in Rome on the 21st, then 00:30 on the 22nd: two days.
    at("2026-11-21T22:30:00Z");
    await publish("Di sabato", 3);
    await publish("Di sabato, più letto", 9);
    at("2026-11-21T23:30:00Z");
    const sunday = await publish("Di domenica", 100);
    await round();
    expect(sentTitles("facebook")).toEqual(["Di sabato, più letto"]);
    expect(await statusOf(sunday, "facebook")).toBe("queued");
    at("2026-11-22T22:59:00Z");
    await round();
    expect(sentTitles("facebook")).toHaveLength(1);
    at("2026-11-22T23:00:30Z");
    await round();
    expect(sentTitles("facebook")).toEqual(["Di sabato, più letto", "Di domenica"]);
  });

  it("weekly: one post per ISO week from Monday in Rome", async () => {
    await enableSocialPosting(testDb.db, "immediate");
    await enablePlatform(testDb.db, "linkedin", { frequency: "weekly" });
    at("2026-11-16T08:00:00Z"); // Monday
    await publish("Lunedì");
    await round();
    at("2026-11-18T08:00:00Z"); // Wednesday
    const wednesday = await publish("Mercoledì");
    await round();
    at("2026-11-22T22:30:00Z"); // Sunday 23:30 in Rome: still the same week
    await round();
    expect(sentTitles("linkedin")).toEqual(["Lunedì"]);
    at("2026-11-22T23:00:20Z"); // Monday 00:00 in Rome
    await round();
    expect(sentTitles("linkedin")).toEqual(["Lunedì", "Mercoledì"]);
    expect(await statusOf(wednesday, "linkedin")).toBe("sent");
  });
});

describe("what is never posted", () => {
  beforeEach(async () => {
    await enableSocialPosting(testDb.db, "delayed", 10);
    await enablePlatform(testDb.db, "telegram");
    at("2026-11-21T10:00:00Z");
  });

  it("an article no longer public when its post is due is skipped", async () => {
    const id = await publish("Ritirato");
    await testDb.db.update(articles).set({ processing_status: "failed", ai_processed: false }).where(eq(articles.id, id));
    at("2026-11-21T10:15:00Z");
    await round();
    expect(clients.telegram.sent).toEqual([]);
    expect(await postsOf(testDb.db, id)).toMatchObject([{ status: "skipped", last_error: "Articolo non più pubblico" }]);
  });

  it("a deleted article takes its posts with it", async () => {
    const id = await publish("Cancellato");
    await testDb.db.delete(articles).where(eq(articles.id, id));
    expect(await testDb.db.select().from(socialPosts)).toEqual([]);
    at("2026-11-21T10:15:00Z");
    await round();
    expect(clients.telegram.sent).toEqual([]);
  });

  it("a platform switched off, or social posting switched off, skips what falls due meanwhile", async () => {
    const first = await publish("Piattaforma spenta");
    await testDb.db.update(socialConfigs).set({ enabled: false }).where(eq(socialConfigs.platform, "telegram"));
    at("2026-11-21T10:15:00Z");
    await round();
    expect(await postsOf(testDb.db, first)).toMatchObject([{ status: "skipped", last_error: "Piattaforma disattivata o senza token" }]);
    await testDb.db.update(socialConfigs).set({ enabled: true }).where(eq(socialConfigs.platform, "telegram"));
    const second = await publish("Automazione spenta");
    await saveAutomationSection(testDb.db, "social_posting", { enabled: false });
    at("2026-11-21T10:30:00Z");
    await round();
    expect(await postsOf(testDb.db, second)).toMatchObject([{ status: "skipped", last_error: "Pubblicazione social disattivata" }]);
    expect(clients.telegram.sent).toEqual([]);
  });

  it("a card without what the platform needs says so, and its posts are skipped", async () => {
    await testDb.db.update(socialConfigs).set({ chat_id: "" }).where(eq(socialConfigs.platform, "telegram"));
    const id = await publish("Senza chat");
    at("2026-11-21T10:15:00Z");
    await round();
    expect(clients.telegram.sent).toEqual([]);
    const reason = "Configurazione di Telegram incompleta: manca chat_id";
    expect(await postsOf(testDb.db, id)).toMatchObject([{ status: "skipped", last_error: reason }]);
    const [card] = await testDb.db.select().from(socialConfigs).where(eq(socialConfigs.platform, "telegram"));
    expect(card).toMatchObject({ last_error: reason, last_error_at: now });
  });
});
