import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rss } from "../../tests/helpers/feed-builder.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { startFeedHost, type FeedHost } from "../../tests/servers/feed-host.js";
import { saveAutomationSection } from "../automation/save-automation-section.js";
import { articles, rssFeeds } from "../db/schema/index.js";
import { createFetcher, type Fetcher } from "./fetch/fetcher.js";
import { runScheduledSync } from "./scheduled-sync.js";

const testDb = useTestDatabase();
const logger = pino({ level: "silent" });
const NOW = new Date("2026-11-21T12:00:00Z");
const HOUR = 3_600_000;
let host: FeedHost;
let fetcher: Fetcher;

beforeEach(async () => {
  host = await startFeedHost();
  fetcher = createFetcher({ userAgent: "Rassegna-test", allowPrivateNetwork: true, timeoutMs: 3_000 });
  host.route("/feed.xml", { headers: { "content-type": "application/rss+xml" }, body: rss("Il Quotidiano", [{ title: "Nuovo articolo", link: host.url("/a/1") }]) });
});
afterEach(async () => {
  await fetcher.close();
  await host.close();
});

describe("the worker's scheduled sync follows rss_sync", () => {
  it.each([
    ["on, every 6 hours, last sync 5 hours ago", { enabled: true, frequency_hours: 6 }, 5, false],
    ["on, every 6 hours, last sync 7 hours ago", { enabled: true, frequency_hours: 6 }, 7, true],
    ["on, every 3 hours, last sync 5 hours ago", { enabled: true, frequency_hours: 3 }, 5, true],
    ["on, every 24 hours, last sync 12 hours ago", { enabled: true, frequency_hours: 24 }, 12, false],
    ["on, never synced", { enabled: true }, null, true],
    ["off, last sync a week ago", { enabled: false }, 7 * 24, false],
  ] as const)("%s: syncs %s", async (_case, settings, hoursAgo, syncs) => {
    await saveAutomationSection(testDb.db, "rss_sync", settings);
    await testDb.db.insert(rssFeeds).values({ name: "Il Quotidiano", feed_url: host.url("/feed.xml"), last_sync: hoursAgo === null ? null : new Date(NOW.getTime() - hoursAgo * HOUR) });
    await runScheduledSync({ db: testDb.db, fetcher, now: () => NOW }, logger);
    expect(host.requests("/feed.xml").length > 0).toBe(syncs);
    expect(await testDb.db.select().from(articles)).toHaveLength(syncs ? 1 : 0);
  });
});
