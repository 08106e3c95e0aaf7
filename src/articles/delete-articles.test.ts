import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rss } from "../../tests/helpers/feed-builder.js";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { startFeedHost, type FeedHost } from "../../tests/servers/feed-host.js";
import { articles, articleTombstones, rssFeeds, statistics } from "../db/schema/index.js";
import { createFetcher, type Fetcher } from "../feeds/fetch/fetcher.js";
import { syncAllFeeds } from "../feeds/sync-all.js";
import { cleanupOldArticles } from "./cleanup-old-articles.js";
import { onContentChanged } from "./content-events.js";
import { deleteArticles } from "./delete-articles.js";
import { pruneTombstones, TOMBSTONE_MARGIN_DAYS } from "./prune-tombstones.js";

const testDb = useTestDatabase();
const DAY = 86_400_000;

describe("deleting articles", () => {
  it("removes the articles and their views, leaves a tombstone each without content, and ignores unknown ids", async () => {
    const [kept, first, second] = await insertPublished(testDb.db, [{}, { guid: "g-1" }, {}]);
    await testDb.db.insert(statistics).values([{ article_id: first! }, { article_id: first! }, { article_id: kept! }]);

    const deleted = await deleteArticles(testDb.db, [first!, second!, "00000000-0000-4000-8000-000000000000"], new Date("2026-11-20T10:00:00Z"));

    expect(deleted).toBe(2);
    expect((await testDb.db.select({ id: articles.id }).from(articles)).map((row) => row.id)).toEqual([kept]);
    expect(await testDb.db.select().from(statistics)).toHaveLength(1);
    const tombstones = await testDb.db.select().from(articleTombstones);
    expect(tombstones).toHaveLength(2);
    expect(Object.keys(tombstones[0]!).sort()).toEqual(["canonical_url", "deleted_at", "feed_id", "guid", "last_seen_at"]);
    expect(tombstones.find((row) => row.guid === "g-1")?.deleted_at).toEqual(new Date("2026-11-20T10:00:00Z"));
  });

  it("tells the page caches that public content changed, and stays quiet when nothing was deleted", async () => {
    const [id] = await insertPublished(testDb.db, [{}]);
    let signals = 0;
    const stop = onContentChanged(() => (signals += 1));
    try {
      expect(await deleteArticles(testDb.db, ["00000000-0000-4000-8000-000000000000"])).toBe(0);
      expect(signals).toBe(0);
      expect(await deleteArticles(testDb.db, [id!])).toBe(1);
      expect(signals).toBe(1);
    } finally {
      stop();
    }
  });
});

describe("a deleted article across a re-sync", () => {
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

  const published = new Date(Date.UTC(2026, 10, 20, 8));
  const feedBody = (items: { title: string; path: string; guid?: string }[]) =>
    rss(
      "Il Quotidiano",
      items.map((item) => ({ title: item.title, link: host.url(item.path), guid: item.guid, pubDate: published })),
    );
  const titles = async () => (await testDb.db.select({ title: articles.title }).from(articles)).map((row) => row.title).sort();

  it("does not come back while its feed still lists it, by URL or by GUID, nor after a cleanup", async () => {
    host.route("/feed.xml", {
      headers: { "content-type": "application/rss+xml" },
      body: feedBody([
        { title: "Da tenere", path: "/a/1", guid: "uno" },
        { title: "Da eliminare", path: "/a/2", guid: "due" },
        { title: "Vecchio", path: "/a/3", guid: "tre" },
      ]),
    });
    await testDb.db.insert(rssFeeds).values({ name: "Il Quotidiano", feed_url: host.url("/feed.xml") });
    const sync = () => syncAllFeeds({ db: testDb.db, fetcher, scrape: false, now: () => new Date(Date.UTC(2026, 10, 21, 8)) });
    await sync();
    expect(await titles()).toEqual(["Da eliminare", "Da tenere", "Vecchio"]);

    const [victim] = await testDb.db.select({ id: articles.id }).from(articles).where(eq(articles.title, "Da eliminare"));
    await deleteArticles(testDb.db, [victim!.id]);
    await testDb.db.update(articles).set({ published_at: new Date(Date.UTC(2026, 0, 1)) }).where(eq(articles.title, "Vecchio"));
    expect(await cleanupOldArticles(testDb.db, 90, new Date(Date.UTC(2026, 10, 21, 8)))).toBe(1);

    // The publisher moves the deleted item to a new address under the same GUID: still the same article.
    host.route("/feed.xml", {
      headers: { "content-type": "application/rss+xml" },
      body: feedBody([
        { title: "Da tenere", path: "/a/1", guid: "uno" },
        { title: "Da eliminare", path: "/a/2-nuovo", guid: "due" },
        { title: "Vecchio", path: "/a/3", guid: "tre" },
        { title: "Nuovo", path: "/a/4", guid: "quattro" },
      ]),
    });
    const result = await sync();
    expect(result.imported).toBe(1);
    expect(await titles()).toEqual(["Da tenere", "Nuovo"]);
  });

  // The links a probe brought a deleted article back with (issue 25), each under a new GUID.
  it.each([
    ["a trailing slash", (path: string) => `${path}/`],
    ["a ?ref= parameter", (path: string) => `${path}?ref=homepage`],
    ["an index page", (path: string) => `${path}/index.html`],
    ["the path's case", (path: string) => path.toUpperCase()],
  ])("does not come back, nor a stored one twice, when its link gains %s", async (_variant, variant) => {
    const sync = () => syncAllFeeds({ db: testDb.db, fetcher, scrape: false, now: () => new Date(Date.UTC(2026, 10, 21, 8)) });
    host.route("/feed.xml", {
      headers: { "content-type": "application/rss+xml" },
      body: feedBody([
        { title: "Da tenere", path: "/notizie/da-tenere", guid: "uno" },
        { title: "Da eliminare", path: "/notizie/da-eliminare", guid: "due" },
      ]),
    });
    await testDb.db.insert(rssFeeds).values({ name: "Il Quotidiano", feed_url: host.url("/feed.xml") });
    await sync();
    const [victim] = await testDb.db.select({ id: articles.id }).from(articles).where(eq(articles.title, "Da eliminare"));
    await deleteArticles(testDb.db, [victim!.id]);

    host.route("/feed.xml", {
      headers: { "content-type": "application/rss+xml" },
      body: feedBody([
        { title: "Da tenere", path: variant("/notizie/da-tenere"), guid: "uno-bis" },
        { title: "Da eliminare", path: variant("/notizie/da-eliminare"), guid: "due-bis" },
        { title: "Nuovo", path: "/notizie/nuovo", guid: "tre" },
      ]),
    });
    const result = await sync();
    expect(result.imported).toBe(1);
    expect(await titles()).toEqual(["Da tenere", "Nuovo"]);
  });
});

describe("pruning tombstones", () => {
  const now = new Date("2026-11-20T10:00:00Z");
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const remaining = async () => (await testDb.db.select().from(articleTombstones)).map((row) => row.canonical_url).sort();
  const tombstonesSeen = (...days: number[]) =>
    testDb.db.insert(articleTombstones).values(days.map((day) => ({ canonical_url: `https://example.it/visto-${day}`, deleted_at: ago(400), last_seen_at: ago(day) })));

  it("keeps those seen within the largest maximum age plus the margin, and removes the others", async () => {
    await testDb.db.insert(rssFeeds).values([
      { name: "Breve", feed_url: "https://example.it/breve.xml", max_age_days: 7 },
      { name: "Lungo", feed_url: "https://example.it/lungo.xml", max_age_days: 20 },
    ]);
    await tombstonesSeen(20 + TOMBSTONE_MARGIN_DAYS - 1, 20 + TOMBSTONE_MARGIN_DAYS + 1);

    expect(await pruneTombstones(testDb.db, now)).toBe(1);
    expect(await remaining()).toEqual([`https://example.it/visto-${20 + TOMBSTONE_MARGIN_DAYS - 1}`]);
  });

  it("uses the default maximum age when there is no feed", async () => {
    await tombstonesSeen(7 + TOMBSTONE_MARGIN_DAYS - 1, 7 + TOMBSTONE_MARGIN_DAYS + 1);
    expect(await pruneTombstones(testDb.db, now)).toBe(1);
  });

  it("keeps every tombstone while a feed has no age limit", async () => {
    await testDb.db.insert(rssFeeds).values({ name: "Archivio", feed_url: "https://example.it/archivio.xml", max_age_days: 0 });
    await tombstonesSeen(400);
    expect(await pruneTombstones(testDb.db, now)).toBe(0);
    expect(await remaining()).toHaveLength(1);
  });
});

describe("cleaning up old articles", () => {
  it("deletes only articles published before the cut-off, with their views, in batches, leaving tombstones", async () => {
    const now = new Date("2026-11-20T10:00:00Z");
    const old = Array.from({ length: 1003 }, (_, index) => ({ published_at: new Date(now.getTime() - (91 * DAY + index * 1000)) }));
    const ids = await insertPublished(testDb.db, [...old, { published_at: new Date(now.getTime() - 89 * DAY) }]);
    await testDb.db.insert(statistics).values({ article_id: ids[0]! });

    expect(await cleanupOldArticles(testDb.db, 90, now)).toBe(1003);
    expect(await testDb.db.select().from(articles)).toHaveLength(1);
    expect(await testDb.db.select().from(statistics)).toHaveLength(0);
    expect(await testDb.db.select().from(articleTombstones)).toHaveLength(1003);
    expect(await cleanupOldArticles(testDb.db, 90, now)).toBe(0);
  });
});
