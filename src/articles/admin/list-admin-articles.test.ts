import { describe, expect, it } from "vitest";
import { insertPendingArticles } from "../../../tests/helpers/article-rows.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { listAdminArticles } from "./list-admin-articles.js";

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
