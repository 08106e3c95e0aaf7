import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { articles, statistics } from "../db/schema/index.js";
import { MOST_READ_REFRESH_MS, MostReadCache, mostReadCards, rankMostRead } from "./most-read.js";

const testDb = useTestDatabase();
const NOW = Date.UTC(2026, 10, 30, 12);
const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000);

/** Counted views of `id`, `hours` ago. */
async function views(id: string, count: number, hours = 1) {
  await testDb.db.insert(statistics).values(Array.from({ length: count }, () => ({ article_id: id, user_agent: "Mozilla/5.0", created_at: hoursAgo(hours) })));
}

describe("Più lette", () => {
  it("ranks the last 24 hours' counted views, most first, published articles only, one per story", async () => {
    const [a, b, c, d, e] = await insertPublished(testDb.db, [{ title: "A" }, { title: "B" }, { title: "C" }, { title: "D" }, { title: "E" }]);
    await views(a!, 3);
    await views(b!, 5);
    await views(c!, 9, 30); // yesterday's favourite, read no more
    await views(d!, 4);
    await views(e!, 2);
    await testDb.db.update(articles).set({ processing_status: "failed" }).where(eq(articles.id, e!));
    // B and D tell one story: only the more read stays.
    await testDb.db.update(articles).set({ story_id: b! }).where(inArray(articles.id, [b!, d!]));

    const ranking = await rankMostRead(testDb.db, hoursAgo(24));
    expect(ranking).toEqual([
      { article_id: b, views: 5 },
      { article_id: d, views: 4 },
      { article_id: a, views: 3 },
      { article_id: e, views: 2 },
    ]);
    const cards = await mostReadCards(testDb.db, ranking);
    expect(cards.map((card) => [card.title, card.views_24h])).toEqual([
      ["B", 5],
      ["A", 3],
    ]);
  });

  it("serves a kept ranking, refreshes it in the background once it is old, and re-reads only the cards when content changes", async () => {
    const [a, b] = await insertPublished(testDb.db, [{ title: "A" }, { title: "B" }]);
    await views(a!, 2);
    let now = NOW;
    const cache = new MostReadCache({ now: () => now });
    expect((await cache.get(testDb.db)).map((card) => card.title)).toEqual(["A"]);

    // New views: the kept ranking stands until it is old.
    await views(b!, 5);
    expect((await cache.get(testDb.db)).map((card) => card.title)).toEqual(["A"]);

    // An article taken down leaves at once: the cards are re-read, the ranking is not.
    await testDb.db.update(articles).set({ processing_status: "failed" }).where(eq(articles.id, a!));
    cache.clear();
    expect(await cache.get(testDb.db)).toEqual([]);

    // Old: this request is served what was kept, the next gets the refreshed ranking.
    now += MOST_READ_REFRESH_MS;
    expect(await cache.get(testDb.db)).toEqual([]);
    await vi.waitFor(async () => expect((await cache.get(testDb.db)).map((card) => card.title)).toEqual(["B"]), { timeout: 10_000 });
  });
});
