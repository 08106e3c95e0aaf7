import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rss } from "../../../tests/helpers/feed-builder.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { startFeedHost, type FeedHost } from "../../../tests/servers/feed-host.js";
import { createAiFetch } from "../../ai/ai-fetch.js";
import { articles, rssFeeds } from "../../db/schema/index.js";
import { createFetcher, type Fetcher } from "../../feeds/fetch/fetcher.js";
import { runDiagnosticTool } from "./run-tool.js";

const testDb = useTestDatabase();
let host: FeedHost;
let fetcher: Fetcher;

beforeEach(async () => {
  host = await startFeedHost();
  fetcher = createFetcher({ userAgent: "Rassegna-test", allowPrivateNetwork: true, timeoutMs: 3_000 });
});
afterEach(async () => {
  await fetcher.close();
  await host.close();
});

const run = () => runDiagnosticTool("feeds", { db: testDb.db, aiFetch: createAiFetch({ allowPrivateNetwork: true }), fetcher, clearPublicCaches: () => ({}) });

describe("the feeds tool", () => {
  it("reads every active feed as the feed test does, one check each, importing nothing", async () => {
    host.route("/buono.xml", { body: rss("Buono", [{ title: "Uno", link: host.url("/1") }, { title: "Due", link: host.url("/2") }]) });
    host.route("/rotto.xml", { status: 404, body: "non c'è" });
    host.route("/pagina.xml", { headers: { "content-type": "text/html" }, body: "<!doctype html><html><body><p>Benvenuti</p></body></html>" });
    host.route("/spento.xml", { body: rss("Spento", []) });
    await testDb.db.insert(rssFeeds).values([
      { name: "Buono", feed_url: host.url("/buono.xml") },
      { name: "Rotto", feed_url: host.url("/rotto.xml") },
      { name: "Pagina", feed_url: host.url("/pagina.xml") },
      { name: "Spento", feed_url: host.url("/spento.xml"), active: false },
    ]);
    const result = await run();
    expect(result).toMatchObject({ tool: "feeds", success: false, detail: "2 of 3 feeds failed", counts: { feeds: 3, failed: 2, items: 2 } });
    expect(result.checks).toEqual([
      { name: "Buono", success: true, detail: null },
      { name: "Pagina", success: false, detail: expect.any(String) },
      { name: "Rotto", success: false, detail: expect.stringContaining("404") },
    ]);
    expect(host.requests("/spento.xml")).toHaveLength(0);
    expect(await testDb.db.select().from(articles)).toEqual([]);
    const feeds = await testDb.db.select().from(rssFeeds);
    expect(feeds.every((feed) => feed.last_sync === null && feed.consecutive_failures === 0)).toBe(true);
  });

  it("passes with no feed to check", async () => {
    expect(await run()).toMatchObject({ success: true, checks: [], counts: { feeds: 0, failed: 0, items: 0 } });
  });
});
