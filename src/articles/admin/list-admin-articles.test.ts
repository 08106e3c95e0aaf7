import { describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { articles } from "../../db/schema/index.js";
import { insertPendingArticles } from "../../../tests/helpers/article-rows.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { listAdminArticles, widerWindow } from "./list-admin-articles.js";

const testDb = useTestDatabase();

describe("the article list's capped total (docs/product.md#articoli)", () => {
  it("counts up to the cap, or to the page asked for when deeper, and says when more follow", async () => {
    // Newest first: ids in the order the list shows them.
    const ids = await insertPendingArticles(testDb.db, 45);
    const list = (page: number, filters = {}) => listAdminArticles(testDb.db, { page, ...filters }, { countCap: 20 });

    const first = await list(1);
    expect(first).toMatchObject({ total: 20, total_capped: true, page: 1, page_count: 1 });
    expect(first.articles.map((a) => a.id)).toEqual(ids.slice(0, 20));
    // The page after the counted ones exists, and is counted to when asked for.
    const second = await list(2);
    expect(second).toMatchObject({ total: 40, total_capped: true, page: 2, page_count: 2 });
    expect(second.articles.map((a) => a.id)).toEqual(ids.slice(20, 40));
    // Deep enough to see the end: the real total, and past it an empty page that keeps it.
    expect(await list(3)).toMatchObject({ total: 45, total_capped: false, page_count: 3, articles: ids.slice(40).map((id) => ({ id })) });
    expect(await list(5)).toEqual({ articles: [], total: 45, total_capped: false, page: 5, page_count: 3 });
    // Under the cap nothing changes: a filtered list that fits is counted exactly.
    expect(await listAdminArticles(testDb.db, { page: 1, search: "nessuna-corrispondenza" }, { countCap: 20 })).toEqual({ articles: [], total: 0, total_capped: false, page: 1, page_count: 0 });
  });
});

describe("a search of the article list", () => {
  const search = (page: number, text: string, options = {}) => listAdminArticles(testDb.db, { page, search: text }, { searchCountCap: 20, recentWindow: 30, ...options });

  it("finds a common word's pages among the newest articles, or among all of them when deeper, newest first", async () => {
    const ids = await insertPendingArticles(testDb.db, 45, { published: new Date("2026-10-01T08:00:00Z") });
    // Page 1 lies in the 30 newest; page 2's second half does not; page 3 is past the cap of 40 and counted exactly.
    expect(await search(1, "approva il bilancio")).toMatchObject({ total: 20, total_capped: true, page_count: 1, articles: ids.slice(0, 20).map((id) => ({ id })) });
    expect(await search(2, "approva il bilancio")).toMatchObject({ total: 40, total_capped: true, page_count: 2, articles: ids.slice(20, 40).map((id) => ({ id })) });
    expect(await search(3, "approva il bilancio")).toMatchObject({ total: 45, total_capped: false, page_count: 3, articles: ids.slice(40).map((id) => ({ id })) });
    expect(await search(4, "approva il bilancio")).toEqual({ articles: [], total: 45, total_capped: false, page: 4, page_count: 3 });
  });

  it("finds a rare word's matches wherever they are, counted exactly and newest first", async () => {
    const ids = await insertPendingArticles(testDb.db, 45, { published: new Date("2026-09-01T08:00:00Z") });
    const picked = [ids[5]!, ids[25]!, ids[44]!];
    await testDb.db.update(articles).set({ title: "Sciopero dei tram a Torino" }).where(inArray(articles.id, picked));
    // Two of the three lie beyond a window of 10 newest rows.
    expect(await search(1, "SCIOPERO DEI TRAM", { recentWindow: 10 })).toMatchObject({ total: 3, total_capped: false, page_count: 1, articles: picked.map((id) => ({ id })) });
  });

  it("past the cap with few matches among the newest rows, finds the page among more of them, or else among all", async () => {
    const ids = await insertPendingArticles(testDb.db, 90, { published: new Date("2026-08-01T08:00:00Z") });
    const retitle = (picked: string[]) => testDb.db.update(articles).set({ title: "Serie A, la giornata" }).where(inArray(articles.id, picked));
    const options = { recentWindow: 10, widerWindowMax: 100 };
    // Every third article: four among the newest 10, so the newest 75 should hold a page (25 there).
    const spread = ids.filter((_, index) => index % 3 === 0);
    await retitle(spread);
    expect(await search(1, "serie a", options)).toMatchObject({ total: 20, total_capped: true, articles: spread.slice(0, 20).map((id) => ({ id })) });
    expect(await search(2, "serie a", options)).toMatchObject({ total: 30, total_capped: false, articles: spread.slice(20).map((id) => ({ id })) });
    // Four newest, then none until the oldest twenty: the newest 75 fall short, and every match is sorted.
    await testDb.db.update(articles).set({ title: "Altro" }).where(inArray(articles.id, spread));
    const bursts = [...ids.slice(0, 4), ...ids.slice(70)];
    await retitle(bursts);
    expect(await search(1, "serie a", options)).toMatchObject({ total: 20, total_capped: true, articles: bursts.slice(0, 20).map((id) => ({ id })) });
  });
});

describe("the wider window of a search", () => {
  it("holds as many newest rows as the matches seen say a page needs, with half again to spare, up to its most", () => {
    expect(widerWindow(12, 1, 5_000, 20_000)).toBe(12_500);
    // Page 2 with 5 of its rows found: 25 matches seen for 40 needed.
    expect(widerWindow(5, 2, 5_000, 20_000)).toBe(12_000);
    expect(widerWindow(3, 1, 5_000, 20_000)).toBeNull();
    expect(widerWindow(0, 1, 5_000, 20_000)).toBeNull();
  });
});
