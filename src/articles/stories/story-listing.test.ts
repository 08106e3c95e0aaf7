import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import type { articles } from "../../db/schema/index.js";
import { getPublicArticle } from "../article-page.js";
import { listPublicArticles } from "../public-listing.js";
import { relatedArticles } from "../related-articles.js";

const testDb = useTestDatabase();
const CURSOR_KEY = randomBytes(32);
const MINUTE = 60_000;
const NOW = Date.parse("2026-11-21T12:00:00Z");

type Row = Partial<typeof articles.$inferInsert>;
const at = (minutesAgo: number) => new Date(NOW - minutesAgo * MINUTE);

/** A story of several sources, stored as grouping leaves it: every article carries the first one's id. */
async function story(key: string, members: Array<{ source: string; minutesAgo: number; category?: string }>): Promise<string[]> {
  const storyId = randomUUID();
  return insertPublished(
    testDb.db,
    members.map((m, i): Row => ({ id: i === 0 ? storyId : randomUUID(), story_id: storyId, title: `${key} ${m.source}`, source_name: m.source, published_at: at(m.minutesAgo), category: m.category ?? "cronaca" })),
  );
}

async function singles(count: number, firstMinutesAgo: number): Promise<string[]> {
  return insertPublished(testDb.db, Array.from({ length: count }, (_, i): Row => ({ title: `Singolo ${i}`, source_name: "Fonte singola", published_at: at(firstMinutesAgo + i) })));
}

async function allPages(filters: { search?: string; category?: string; limit: number }) {
  const pages = [await listPublicArticles(testDb.db, filters, CURSOR_KEY)];
  while (pages.at(-1)!.next_cursor) pages.push(await listPublicArticles(testDb.db, { ...filters, cursor: pages.at(-1)!.next_cursor! }, CURSOR_KEY));
  return pages;
}

describe("the plain home listing, one card per story", () => {
  it("shows each story once, by its newest article, with the other sources; pages by cursor with nothing repeated or lost", async () => {
    // Quake: 4 sources, oldest first stored; Bilancio: 2 sources; 6 lone articles between them.
    await story("Terremoto", [{ source: "Corriere", minutesAgo: 300 }, { source: "Mondo", minutesAgo: 200 }, { source: "Eco", minutesAgo: 100 }, { source: "Salute", minutesAgo: 5 }]);
    await story("Bilancio", [{ source: "Corriere", minutesAgo: 50 }, { source: "TeleValdoria", minutesAgo: 40 }]);
    await singles(6, 10);
    const pages = await allPages({ limit: 2 });
    const lead = pages[0]!.lead!;
    expect(lead).toMatchObject({ title: "Terremoto Salute", story_sources: [{ source_name: "Eco" }, { source_name: "Mondo" }, { source_name: "Corriere" }] });
    expect(lead.story_sources.map((s) => s.title)).toEqual(["Terremoto Eco", "Terremoto Mondo", "Terremoto Corriere"]);
    const grid = pages.flatMap((page) => page.articles);
    expect(pages.slice(1).every((page) => page.lead === null)).toBe(true);
    // The lead story is not in the grid on any page; Bilancio shows once, by its newest article.
    expect(grid.map((card) => card.title)).toEqual(["Singolo 0", "Singolo 1", "Singolo 2", "Singolo 3", "Singolo 4", "Singolo 5", "Bilancio TeleValdoria"]);
    expect(grid.at(-1)!.story_sources).toEqual([expect.objectContaining({ source_name: "Corriere", title: "Bilancio Corriere" })]);
    expect(grid[0]).toMatchObject({ story_id: null, story_sources: [], source_url: expect.stringMatching(/^https:/) });
  });

  it("fills the first page past the lead story's place, and loses nothing at its edge", async () => {
    // The lead's card would be the grid's second: a page of two holds the first two lone articles after it, the next page the third.
    await singles(1, 1);
    await story("Sciopero", [{ source: "Corriere", minutesAgo: 30 }, { source: "Eco", minutesAgo: 2 }]);
    await insertPublished(testDb.db, [{ title: "Ultimo", source_name: "Fonte singola", published_at: at(3) }, { title: "Penultimo", source_name: "Fonte singola", published_at: at(4) }]);
    const pages = await allPages({ limit: 2 });
    expect(pages[0]!.lead!.title).toBe("Sciopero Eco");
    expect(pages.map((page) => page.articles.map((card) => card.title))).toEqual([["Singolo 0", "Ultimo"], ["Penultimo"]]);
  });

  it("lists every article in search and category listings, each with its story's other sources", async () => {
    await story("Terremoto", [{ source: "Corriere", minutesAgo: 30 }, { source: "Mondo", minutesAgo: 20, category: "internazionale" }, { source: "Eco", minutesAgo: 10 }]);
    const search = (await allPages({ search: "terremoto", limit: 2 })).flatMap((page) => page.articles);
    expect(search.map((card) => card.title).sort()).toEqual(["Terremoto Corriere", "Terremoto Eco", "Terremoto Mondo"]);
    expect(search.find((card) => card.title === "Terremoto Mondo")!.story_sources.map((s) => s.source_name)).toEqual(["Eco", "Corriere"]);
    const category = await allPages({ category: "cronaca", limit: 1 });
    expect(category.flatMap((page) => page.articles).map((card) => card.title)).toEqual(["Terremoto Eco", "Terremoto Corriere"]);
    expect(category.every((page) => page.lead === null)).toBe(true);
  });

  it("lists one article per other source, the newest, and at most 10", async () => {
    const members = Array.from({ length: 13 }, (_, i) => ({ source: `Fonte ${i}`, minutesAgo: 100 - i }));
    await story("Grande", [...members, { source: "Fonte 12", minutesAgo: 200 }, { source: "Fonte 12", minutesAgo: 1 }]);
    const { lead } = await listPublicArticles(testDb.db, {}, CURSOR_KEY);
    expect(lead!.title).toBe("Grande Fonte 12");
    expect(lead!.story_sources.map((s) => s.source_name)).toEqual(["Fonte 11", "Fonte 10", "Fonte 9", "Fonte 8", "Fonte 7", "Fonte 6", "Fonte 5", "Fonte 4", "Fonte 3", "Fonte 2"]);
  });
});

describe("the lead story", () => {
  it("is the story with most sources among the last 48 hours, then the most recent", async () => {
    await story("Vecchia e grande", [{ source: "A", minutesAgo: 3_000 }, { source: "B", minutesAgo: 2_990 }, { source: "C", minutesAgo: 2_980 }]);
    await story("Due fonti, prima", [{ source: "A", minutesAgo: 400 }, { source: "B", minutesAgo: 300 }]);
    await story("Due fonti, dopo", [{ source: "A", minutesAgo: 200 }, { source: "C", minutesAgo: 100 }]);
    await story("Una fonte, tre articoli", [{ source: "A", minutesAgo: 30 }, { source: "A", minutesAgo: 20 }, { source: "A", minutesAgo: 10 }]);
    await singles(1, 1);
    const first = await listPublicArticles(testDb.db, {}, CURSOR_KEY);
    // Three sources two days and more before the newest article are out of the window; sources count, not articles.
    expect(first.lead!.title).toBe("Due fonti, dopo C");
    expect(first.articles.map((card) => card.title)).toEqual(["Singolo 0", "Una fonte, tre articoli A", "Due fonti, prima B", "Vecchia e grande C"]);
  });

  it("is null when nothing is published, and on search and category listings", async () => {
    expect((await listPublicArticles(testDb.db, {}, CURSOR_KEY)).lead).toBeNull();
    await singles(2, 1);
    expect((await listPublicArticles(testDb.db, { search: "singolo" }, CURSOR_KEY)).lead).toBeNull();
    expect((await listPublicArticles(testDb.db, { category: "cronaca" }, CURSOR_KEY)).lead).toBeNull();
  });
});

describe("the article page's story", () => {
  it("lists the other sources of the story, and leaves the story out of related articles", async () => {
    const [first, second, third] = await story("Terremoto", [{ source: "Corriere", minutesAgo: 30 }, { source: "Mondo", minutesAgo: 20 }, { source: "Eco", minutesAgo: 10 }]);
    const [other] = await insertPublished(testDb.db, [{ title: "Altra notizia", category: "cronaca", published_at: at(5) }]);
    const page = await getPublicArticle(testDb.db, second!);
    expect(page).toMatchObject({ story_id: first, source_url: expect.any(String) });
    expect(page!.story_sources).toEqual([
      { id: third, source_name: "Eco", title: "Terremoto Eco" },
      { id: first, source_name: "Corriere", title: "Terremoto Corriere" },
    ]);
    expect((await relatedArticles(testDb.db, { ...page!, keywords: [] })).map((card) => card.id)).toEqual([other]);
    expect((await getPublicArticle(testDb.db, other!))!.story_sources).toEqual([]);
  });
});
