import { beforeEach, describe, expect, it } from "vitest";
import { useTestApp, signIn } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { rssFeeds } from "../../db/schema/index.js";
import { readStarterFeeds } from "../../feeds/starter-feeds.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);
let token: string;

beforeEach(async () => {
  token = (await signIn(server.app)).session.access_token;
});

function call(method: "GET" | "POST", url: string, payload?: object, auth = true) {
  return server.app.inject({ method, url, payload, headers: auth ? { authorization: `Bearer ${token}` } : {} });
}

describe("/api/admin/feeds/starter", () => {
  it("lists the starter feeds, marking those already followed however their URL is written", async () => {
    const starter = await readStarterFeeds();
    const ilPost = starter.find((feed) => feed.feed_url === "https://www.ilpost.it/feed/")!;
    expect(ilPost).toBeDefined();
    expect((await call("POST", "/api/admin/feeds", { name: "Il mio Post", feed_url: "http://ilpost.it/feed/?utm_source=x", force: true })).statusCode).toBe(201);

    const response = await call("GET", "/api/admin/feeds/starter");
    expect(response.statusCode).toBe(200);
    const listed = response.json() as Array<{ feed_url: string; added: boolean }>;
    expect(listed.map((feed) => feed.feed_url)).toEqual(starter.map((feed) => feed.feed_url));
    expect(listed.filter((feed) => feed.added).map((feed) => feed.feed_url)).toEqual([ilPost.feed_url]);
  });

  it("adds one starter feed with its category as the default category, and nothing syncs", async () => {
    const sport = (await readStarterFeeds()).find((feed) => feed.category === "sport")!;
    const response = await call("POST", "/api/admin/feeds/starter", { feed_urls: [sport.feed_url] });
    expect(response.json()).toEqual({ added: 1, skipped: 0 });
    const rows = await testDb.db.select().from(rssFeeds);
    expect(rows).toMatchObject([{ name: sport.name, feed_url: sport.feed_url, default_category: "sport", import_limit: 10, max_age_days: 7, last_sync: null, last_sync_status: "pending" }]);
    expect((await call("GET", "/api/admin/feeds/starter")).json().filter((feed: { added: boolean }) => feed.added)).toHaveLength(1);
  });

  it("adds all of them at once, skipping those already present", async () => {
    const starter = await readStarterFeeds();
    await call("POST", "/api/admin/feeds", { name: "Già qui", feed_url: starter[0]!.feed_url, force: true });
    await call("POST", "/api/admin/feeds/starter", { feed_urls: [starter[1]!.feed_url] });

    const everyUrl = { feed_urls: starter.map((feed) => feed.feed_url) };
    const all = await call("POST", "/api/admin/feeds/starter", everyUrl);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ added: starter.length - 2, skipped: 2 });
    expect(await testDb.db.$count(rssFeeds)).toBe(starter.length);
    expect((await call("GET", "/api/admin/feeds/starter")).json().every((feed: { added: boolean }) => feed.added)).toBe(true);
    expect((await call("POST", "/api/admin/feeds/starter", everyUrl)).json()).toEqual({ added: 0, skipped: starter.length });
  });

  it("refuses a feed that is not on the list, adding nothing", async () => {
    const starter = await readStarterFeeds();
    const response = await call("POST", "/api/admin/feeds/starter", { feed_urls: [starter[0]!.feed_url, "https://esempio.it/rss"] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "not_a_starter_feed", message: "Not a starter feed: https://esempio.it/rss" });
    expect(await testDb.db.$count(rssFeeds)).toBe(0);
    // "All" is never implied: an empty list or body adds nothing.
    expect((await call("POST", "/api/admin/feeds/starter", { feed_urls: [] })).statusCode).toBe(400);
    expect((await call("POST", "/api/admin/feeds/starter", {})).statusCode).toBe(400);
    expect(await testDb.db.$count(rssFeeds)).toBe(0);
  });

  it.each([
    ["GET", undefined],
    ["POST", { feed_urls: ["https://www.ilpost.it/feed/"] }],
  ] as const)("answers %s without a session with 401", async (method, payload) => {
    const response = await call(method, "/api/admin/feeds/starter", payload, false);
    expect(response.statusCode).toBe(401);
    expect(await testDb.db.$count(rssFeeds)).toBe(0);
  });
});
