import { describe, expect, it } from "vitest";
import { articleTombstones, rssFeeds } from "../db/schema/index.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { filterUnseen, storePendingArticles, type PendingArticle } from "./store-pending-articles.js";

const testDb = useTestDatabase();

/** GUIDs and URLs as feeds may write them: quotes, backslashes, commas, braces, the word NULL, spaces. */
const AWKWARD = ['quote"d', "back\\slash", "com,ma", "{braced}", "NULL", " spaced ", 'all "of,\\ {them}"'];

const article = (guid: string, url: string): PendingArticle => ({
  guid,
  title: `Notizia ${guid}`,
  source_url: url,
  canonical_url: url,
  content_original: "Testo.",
  image_url: null,
  published_at: new Date("2026-11-30T08:00:00Z"),
  content_extraction_method: "rss",
  scraping_attempted: false,
  content_word_count: 1,
  reading_time: 1,
  source_categories: [],
  tdm_reserved: false,
});

describe("which feed items are new (docs/product.md#feed-sync)", () => {
  it("knows an item stored or deleted before by its GUID or its URL, whatever characters they hold", async () => {
    const [feed] = await testDb.db.insert(rssFeeds).values({ name: "Fonte", feed_url: "https://fonte.example.it/feed.xml" }).returning();
    const stored = AWKWARD.map((text, i) => article(text, `https://fonte.example.it/${i}?q="${text}"`));
    expect(await storePendingArticles(testDb.db, feed!, stored, new Date())).toBe(AWKWARD.length);
    await testDb.db.insert(articleTombstones).values({ feed_id: feed!.id, guid: "rimosso, \"per sempre\"", canonical_url: "https://fonte.example.it/{rimosso}" });

    const sameGuids = AWKWARD.map((text, i) => ({ guid: text, canonical_url: `https://altro.example.it/${i}` }));
    const sameUrls = stored.map((item) => ({ guid: `nuovo ${item.guid}`, canonical_url: item.canonical_url }));
    const deleted = [
      { guid: "rimosso, \"per sempre\"", canonical_url: "https://altro.example.it/rimosso" },
      { guid: "altro", canonical_url: "https://fonte.example.it/{rimosso}" },
    ];
    const fresh = { guid: "quote", canonical_url: "https://fonte.example.it/nuovo" };
    expect(await filterUnseen(testDb.db, feed!.id, [...sameGuids, ...sameUrls, ...deleted, fresh])).toEqual([fresh]);
  });

  it("moves a tombstone's last sighting to now when its feed still lists it and the sighting is a day old, not sooner", async () => {
    const [feed] = await testDb.db.insert(rssFeeds).values({ name: "Fonte", feed_url: "https://fonte.example.it/feed.xml" }).returning();
    const now = new Date("2026-11-30T12:00:00Z");
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    await testDb.db.insert(articleTombstones).values([
      { feed_id: feed!.id, guid: "ieri", canonical_url: "https://fonte.example.it/ieri", deleted_at: hoursAgo(100), last_seen_at: hoursAgo(25) },
      { feed_id: feed!.id, guid: "stamattina", canonical_url: "https://fonte.example.it/stamattina", deleted_at: hoursAgo(100), last_seen_at: hoursAgo(3) },
    ]);
    const listed = [
      { guid: "ieri", canonical_url: "https://fonte.example.it/ieri" },
      { guid: "stamattina", canonical_url: "https://fonte.example.it/stamattina" },
    ];
    expect(await filterUnseen(testDb.db, feed!.id, listed, now)).toEqual([]);
    const sightings = await testDb.db.select({ guid: articleTombstones.guid, seen: articleTombstones.last_seen_at }).from(articleTombstones);
    expect(Object.fromEntries(sightings.map((row) => [row.guid, row.seen]))).toEqual({ ieri: now, stamattina: hoursAgo(3) });
  });
});
