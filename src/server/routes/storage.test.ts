import { beforeEach, describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { signIn, useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { articles, articleTombstones } from "../../db/schema/index.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);
let token: string;

beforeEach(async () => {
  token = (await signIn(server.app)).session.access_token;
});

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

function admin(method: "GET" | "POST", url: string, payload?: object) {
  return server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

describe("GET /api/admin/storage", () => {
  it("counts the articles, their text in UTF-8 bytes, the recent ones and the database's real size", async () => {
    await insertPublished(testDb.db, [
      { content_summary: "città", content_original: "perché", published_at: daysAgo(1) },
      { content_summary: "abc", content_original: null, published_at: daysAgo(40) },
    ]);

    const response = await admin("GET", "/api/admin/storage");

    expect(response.statusCode).toBe(200);
    const stats = response.json();
    // "città" is 6 bytes, "perché" 7, "abc" 3.
    expect(stats).toMatchObject({ article_count: 2, estimated_bytes: 16, recent_articles: 1, average_bytes: 8, capacity_bytes: 1024 ** 3 });
    expect(stats.database_bytes).toBeGreaterThan(1_000_000);
  });

  it("answers zeros on an empty site", async () => {
    expect((await admin("GET", "/api/admin/storage")).json()).toMatchObject({ article_count: 0, estimated_bytes: 0, recent_articles: 0, average_bytes: 0 });
  });

  it("is for the administrator only", async () => {
    expect((await server.app.inject({ method: "GET", url: "/api/admin/storage" })).statusCode).toBe(401);
  });
});

describe("POST /api/admin/storage/cleanup", () => {
  it("deletes the articles published before the period and says how many, leaving tombstones", async () => {
    await insertPublished(testDb.db, [{ published_at: daysAgo(100) }, { published_at: daysAgo(95) }, { published_at: daysAgo(10) }]);

    const response = await admin("POST", "/api/admin/storage/cleanup", { days: 90 });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 2 });
    expect(await testDb.db.select().from(articles)).toHaveLength(1);
    expect(await testDb.db.select().from(articleTombstones)).toHaveLength(2);
    expect((await admin("POST", "/api/admin/storage/cleanup", { days: 90 })).json()).toEqual({ deleted: 0 });
  });

  it.each([[0], [366], [1.5], ["90"], [null]])("refuses %j days with 400 and deletes nothing", async (days) => {
    await insertPublished(testDb.db, [{ published_at: daysAgo(400) }]);
    const response = await admin("POST", "/api/admin/storage/cleanup", { days });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_failed" });
    expect(await testDb.db.select().from(articles)).toHaveLength(1);
  });
});
