import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertPendingArticles } from "../../../tests/helpers/article-rows.js";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { createTestApp, useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { claimArticle, publishEnrichment } from "../../articles/lifecycle/index.js";
import { articles } from "../../db/schema/index.js";
import type { AiAnswer } from "../../shared/ai.js";
import { WorkGate } from "../load-shedding.js";
import { PublicReadLimit } from "../public-read-limit.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);

const READER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";

describe("GET /api/articles", () => {
  it("serves the home's pages as JSON without a session, following next_cursor", async () => {
    await insertPublished(testDb.db, Array.from({ length: 55 }, (_, i) => ({ published_at: new Date(Date.UTC(2026, 10, 1, 0, i)) })));
    const first = await server.app.inject({ url: "/api/articles" });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    // The newest is the lead story, apart; the grid holds the next 50 (docs/product.md#home).
    expect(page.lead).toMatchObject({ published_at: "2026-11-01T00:54:00.000Z", story_sources: [] });
    expect(page.articles).toHaveLength(50);
    expect(page.total).toBeNull();
    expect(Object.keys(page.articles[0])).toEqual(expect.arrayContaining(["source_url", "story_id", "story_sources"]));
    expect(typeof page.articles[0].published_at).toBe("string");
    const second = (await server.app.inject({ url: `/api/articles?cursor=${page.next_cursor}` })).json();
    expect(second.articles).toHaveLength(4);
    expect(second.lead).toBeNull();
    expect(second.next_cursor).toBeNull();
  });

  it("refuses with 400 a cursor it did not issue for this listing, before the database sees it", async () => {
    await insertPublished(testDb.db, Array.from({ length: 55 }, (_, i) => ({ title: `Calcio ${i}`, published_at: new Date(Date.UTC(2026, 10, 1, 0, i)) })));
    const forged = (text: string) => Buffer.from(text).toString("base64url");
    const cursors = [
      forged("k|1|00000000-0000-4000-8000-000000000000"),
      forged("k|2020-02-30T00:00:00.000Z|00000000-0000-4000-8000-000000000000"),
      forged("k|+099999-01-01T00:00:00.000Z|00000000-0000-4000-8000-000000000000"),
      forged("k|2024-01-01T00:00:00.000Z|------------------------------------"),
      forged("s|2|10000"),
    ];
    for (const cursor of cursors) {
      for (const url of [`/api/articles?cursor=${cursor}`, `/api/articles?search=calcio&cursor=${cursor}`]) {
        const response = await server.app.inject({ url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toMatchObject({ error: "invalid_cursor" });
      }
    }
    // A real cursor continues its own search only.
    const { next_cursor } = (await server.app.inject({ url: "/api/articles?search=calcio" })).json();
    expect((await server.app.inject({ url: `/api/articles?search=calcio&cursor=${next_cursor}` })).json().articles).toHaveLength(5);
    for (const other of ["search=mercato", "search=calcio&category=sport", ""]) {
      expect((await server.app.inject({ url: `/api/articles?${other}&cursor=${next_cursor}` })).statusCode, other).toBe(400);
    }
  });

  it("searches and filters; an unknown category is refused with 400", async () => {
    await insertPublished(testDb.db, [{ title: "Le elezioni in Sardegna", category: "politica" }, { title: "Elezioni del club", category: "sport" }]);
    const found = (await server.app.inject({ url: "/api/articles?search=elezione&category=politica" })).json();
    expect(found).toMatchObject({ total: 1, articles: [{ title: "Le elezioni in Sardegna" }] });
    expect((await server.app.inject({ url: "/api/articles?category=" })).statusCode).toBe(200);
    const refused = await server.app.inject({ url: "/api/articles?category=gossip" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("category");
  });
});

describe("GET /api/articles under load", () => {
  it("answers a repeated listing from its cache, whatever the spelling of the search, until an article is published", async () => {
    await insertPublished(testDb.db, [{ title: "Sciopero dei treni in Lombardia" }]);
    const titles = async (search: string) => (await server.app.inject({ url: `/api/articles?search=${encodeURIComponent(search)}` })).json().articles.map((a: { title: string }) => a.title);
    expect(await titles("sciopero treni")).toEqual(["Sciopero dei treni in Lombardia"]);
    // Stored without publishing through the pipeline: the cache does not know yet.
    await insertPublished(testDb.db, [{ title: "Sciopero dei treni anche a Roma" }]);
    expect(await titles("  Sciopero   TRENI ")).toEqual(["Sciopero dei treni in Lombardia"]);
    // Publishing an article (the AI pipeline's last step) drops every cached listing.
    const [id] = await insertPendingArticles(testDb.db, 1);
    const now = new Date();
    await claimArticle(testDb.db, id!, now);
    const answer: AiAnswer = { summary: "Sciopero dei treni a Bologna.", category: "cronaca", sentiment: "neutrale", keywords: ["sciopero", "treni", "bologna"], tags: ["Bologna", "treni"], confidence: 0.9 };
    expect(await publishEnrichment(testDb.db, id!, answer, "locale", now)).toBe(true);
    // Both the article stored earlier and the one just published now show.
    expect(await titles("sciopero treni")).toHaveLength(3);
  });

  it("limits an address's uncached reads: 429 with Retry-After past its budget; cached answers are free; other addresses unaffected", async () => {
    const limited = await createTestApp(testDb.db, {}, { publicReads: { limit: new PublicReadLimit({ perMinute: 3 }) } });
    try {
      const get = (search: string, remoteAddress = "203.0.113.7") => limited.app.inject({ url: `/api/articles?search=${search}`, remoteAddress });
      for (const search of ["uno", "due", "tre"]) expect((await get(search)).statusCode).toBe(200);
      // Already answered: from the cache, not from the budget.
      for (let i = 0; i < 10; i++) expect((await get("Uno")).statusCode).toBe(200);
      const refused = await get("quattro");
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBe("20");
      expect(refused.json()).toEqual({ error: "too_many_requests", message: expect.any(String) });
      expect((await get("quattro", "198.51.100.4")).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });

  it("counts an IPv6 reader by its /64: rotating addresses inside it shares one budget", async () => {
    const limited = await createTestApp(testDb.db, {}, { publicReads: { limit: new PublicReadLimit({ perMinute: 3 }) } });
    try {
      const get = (search: string, remoteAddress: string) => limited.app.inject({ url: `/api/articles?search=${search}`, remoteAddress });
      const statuses = [];
      for (const [n, search] of ["uno", "due", "tre", "quattro"].entries()) statuses.push((await get(search, `2001:db8:9:9::${n + 1}`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await get("quattro", "2001:db8:9:a::1")).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });

  it("sheds load: with the gate's line full it answers 503 with Retry-After at once, while /api/health still answers", async () => {
    const gate = new WorkGate({ concurrency: 1, maxWaitMs: 2_000, initialServiceMs: 1_000 });
    const busy = await createTestApp(testDb.db, {}, { publicReads: { gate } });
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    // One piece running and two in line: a newcomer would wait about 3 s.
    const held = [gate.run(() => blocked), gate.run(async () => {}), gate.run(async () => {})];
    try {
      const refused = await busy.app.inject({ url: "/api/articles?search=elezioni" });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe("2");
      expect(refused.json()).toEqual({ error: "service_unavailable", message: expect.any(String) });
      const health = await busy.app.inject({ url: "/api/health" });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: "ok", database: "ok" });
    } finally {
      release();
      await Promise.allSettled(held);
      await busy.app.close();
    }
  });
});

describe("POST /api/articles/:id/view", () => {
  it("answers 204 to readers and bots alike, and 400 to a malformed id", async () => {
    const [id] = await insertPublished(testDb.db, [{}]);
    expect((await server.app.inject({ method: "POST", url: `/api/articles/${id}/view`, headers: { "user-agent": READER } })).statusCode).toBe(204);
    expect((await server.app.inject({ method: "POST", url: `/api/articles/${id}/view`, headers: { "user-agent": "Bingbot/2.0" } })).statusCode).toBe(204);
    expect((await server.app.inject({ method: "POST", url: "/api/articles/xyz/view" })).statusCode).toBe(400);
  });

  it("counts one view per visitor (address and user agent), from the address the request came from", async () => {
    const [id] = await insertPublished(testDb.db, [{}]);
    const view = (remoteAddress: string) => server.app.inject({ method: "POST", url: `/api/articles/${id}/view`, headers: { "user-agent": READER }, remoteAddress });
    for (const address of ["203.0.113.7", "203.0.113.7", "198.51.100.4"]) expect((await view(address)).statusCode).toBe(204);
    const page = (await server.app.inject({ url: "/api/articles" })).json();
    expect(page.lead).toMatchObject({ id });
    const [row] = await testDb.db.select({ views: articles.views }).from(articles).where(eq(articles.id, id!));
    expect(row!.views).toBe(2);
  });
});
