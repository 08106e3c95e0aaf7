import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { createTestApp, testConfig } from "../../../tests/helpers/test-app.js";
import { createTestDatabase } from "../../../tests/helpers/test-db.js";
import { StorySummaries } from "../../ai/story-summaries.js";
import { ListingCache } from "../../articles/listing-cache.js";
import { deriveCursorKey } from "../../articles/listing-cursor.js";
import { createMissingArticles } from "../../articles/missing-articles.js";
import { MostReadCache } from "../../articles/most-read.js";
import type { DatabaseHandle } from "../../db/database.js";
import { rssFeeds, statistics } from "../../db/schema/index.js";
import { loadHome } from "./home.server.js";

// Set up by hand: the use* test helpers read as React hooks to the linter in src/web.
let testDb: DatabaseHandle;
let server: Awaited<ReturnType<typeof createTestApp>>;
beforeEach(async () => {
  testDb = await createTestDatabase();
  server = await createTestApp(testDb.db);
});
afterEach(async () => {
  await server.app.close();
  await testDb.close();
});

const context = (secret: Uint8Array) => ({
  db: testDb.db,
  config: testConfig(),
  cursorKey: deriveCursorKey(secret),
  cspNonce: "",
  listings: new ListingCache(),
  missingArticles: createMissingArticles(),
  mostRead: new MostReadCache(),
  storySummaries: new StorySummaries({ db: testDb.db, aiFetch: fetch }),
  claimFailure: () => false,
});

describe("the home loader", () => {
  it("shows the first page whatever cursor the address carries", async () => {
    await insertPublished(testDb.db, Array.from({ length: 55 }, (_, i) => ({ published_at: new Date(Date.UTC(2026, 10, 1, 0, i)) })));
    const plain = await loadHome(new Request("http://localhost/"), context(server.secret));
    const forged = Buffer.from("k|2020-02-30T00:00:00.000Z|00000000-0000-4000-8000-000000000000").toString("base64url");
    const withCursor = await loadHome(new Request(`http://localhost/?cursor=${forged}`), context(server.secret));
    expect(withCursor.page.articles.map((a) => a.id)).toEqual(plain.page.articles.map((a) => a.id));
  });

  it("hands out a next-page cursor that GET /api/articles takes, and only with the same app secret", async () => {
    await insertPublished(testDb.db, Array.from({ length: 55 }, (_, i) => ({ title: `Elezioni ${i}`, published_at: new Date(Date.UTC(2026, 10, 1, 0, i)) })));
    const { page } = await loadHome(new Request("http://localhost/?search=elezioni"), context(server.secret));
    const next = await server.app.inject({ url: `/api/articles?search=elezioni&cursor=${page.next_cursor}` });
    expect(next.statusCode).toBe(200);
    expect(next.json().articles).toHaveLength(5);
    const other = await loadHome(new Request("http://localhost/?search=elezioni"), context(randomBytes(32)));
    expect((await server.app.inject({ url: `/api/articles?search=elezioni&cursor=${other.page.next_cursor}` })).statusCode).toBe(400);
  });
});

describe("Più lette on the home", () => {
  it("comes with the plain home, and not with a search or a category the reader asked for", async () => {
    const ids = await insertPublished(testDb.db, [{ title: "Elezioni A" }, { title: "Elezioni B" }, { title: "Elezioni C" }]);
    await testDb.db.insert(statistics).values(ids.map((article_id) => ({ article_id, user_agent: "Mozilla/5.0" })));
    const load = (path: string) => loadHome(new Request(`http://localhost${path}`), context(server.secret));
    expect((await load("/")).mostRead.map((card) => card.title).sort()).toEqual(["Elezioni A", "Elezioni B", "Elezioni C"]);
    expect((await load("/?search=elezioni")).mostRead).toEqual([]);
    expect((await load("/?category=cronaca")).mostRead).toEqual([]);
  });
});

describe("why the home is empty", () => {
  it("says no sources on a fresh install, news on the way once a feed exists, and nothing found for a filter", async () => {
    const load = (path: string) => loadHome(new Request(`http://localhost${path}`), context(server.secret));
    expect((await load("/")).empty).toBe("no-sources");
    await testDb.db.insert(rssFeeds).values({ name: "ANSA", feed_url: "https://www.ansa.it/sito/ansait_rss.xml" });
    expect((await load("/")).empty).toBe("coming-soon");
    expect((await load("/?search=elezioni")).empty).toBe("nothing-found");
    expect((await load("/?category=sport")).empty).toBe("nothing-found");
    await insertPublished(testDb.db, [{ title: "Elezioni regionali" }]);
    expect((await load("/?search=elezioni")).empty).toBeNull();
  });
});
