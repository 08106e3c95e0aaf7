import { describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);

const READER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";

describe("GET /api/articles", () => {
  it("serves the home's pages as JSON without a session, following next_cursor", async () => {
    await insertPublished(testDb.db, Array.from({ length: 55 }, (_, i) => ({ published_at: new Date(Date.UTC(2026, 10, 1, 0, i)) })));
    const first = await server.app.inject({ url: "/api/articles" });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.articles).toHaveLength(50);
    expect(page.total).toBeNull();
    expect(typeof page.articles[0].published_at).toBe("string");
    const second = (await server.app.inject({ url: `/api/articles?cursor=${page.next_cursor}` })).json();
    expect(second.articles).toHaveLength(5);
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

describe("POST /api/articles/:id/view", () => {
  it("answers 204 to readers and bots alike, and 400 to a malformed id", async () => {
    const [id] = await insertPublished(testDb.db, [{}]);
    expect((await server.app.inject({ method: "POST", url: `/api/articles/${id}/view`, headers: { "user-agent": READER } })).statusCode).toBe(204);
    expect((await server.app.inject({ method: "POST", url: `/api/articles/${id}/view`, headers: { "user-agent": "Bingbot/2.0" } })).statusCode).toBe(204);
    expect((await server.app.inject({ method: "POST", url: "/api/articles/xyz/view" })).statusCode).toBe(400);
  });
});
