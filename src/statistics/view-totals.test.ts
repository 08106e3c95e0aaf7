import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { queryRows } from "../db/database.js";
import { statistics } from "../db/schema/index.js";

const testDb = useTestDatabase();

/** The three totals of migration 0012, in a stable order. */
async function totals() {
  return {
    daily: await queryRows(testDb.db, sql`select article_id, day::text, views from article_daily_views order by article_id, day`),
    sources: await queryRows(testDb.db, sql`select day::text, source_name, views from source_daily_views where views > 0 order by day, source_name`),
    articles: await queryRows(testDb.db, sql`select article_id, views from article_view_totals order by article_id`),
  };
}

describe("the view totals the database keeps (migration 0012)", () => {
  it("adds views one by one or in bulk to the same totals that rebuild_view_totals() computes from the rows", async () => {
    const [a, b] = await insertPublished(testDb.db, [{ source_name: "ANSA" }, { source_name: "Il Post" }]);
    // 23:30 in Rome is the same Rome day as 00:30; 23:00 UTC in winter is already the next one.
    await testDb.db.insert(statistics).values({ article_id: a!, created_at: new Date("2026-11-24T22:30:00Z") });
    await testDb.db.insert(statistics).values([
      { article_id: a!, created_at: new Date("2026-11-23T23:30:00Z") },
      { article_id: a!, created_at: new Date("2026-11-24T23:00:00Z") },
      { article_id: b!, created_at: new Date("2026-11-24T10:00:00Z") },
      { article_id: b!, created_at: new Date("2026-11-24T11:00:00Z") },
    ]);
    const kept = await totals();
    expect(kept.daily).toEqual([
      { article_id: a, day: "2026-11-24", views: 2 },
      { article_id: a, day: "2026-11-25", views: 1 },
      { article_id: b, day: "2026-11-24", views: 2 },
    ].sort((x, y) => x.article_id!.localeCompare(y.article_id!)));
    expect(kept.sources).toEqual([
      { day: "2026-11-24", source_name: "ANSA", views: 2 },
      { day: "2026-11-24", source_name: "Il Post", views: 2 },
      { day: "2026-11-25", source_name: "ANSA", views: 1 },
    ]);
    await testDb.db.execute(sql`select rebuild_view_totals()`);
    expect(await totals()).toEqual(kept);
  });
});
