import { eq, inArray, sum } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { articles, statistics } from "../db/schema/index.js";
import { createMissingArticles } from "./missing-articles.js";
import { recordView, type ViewMemory } from "./record-view.js";
import { VisitorViews } from "./visitor-views.js";

const testDb = useTestDatabase();
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const MINUTE = 60_000;

/** View memory on a clock the test moves. */
function memoryAt(clock: { now: number }): ViewMemory {
  const now = () => clock.now;
  return { views: new VisitorViews({ now }), missing: createMissingArticles({ now }) };
}

async function viewsOf(id: string): Promise<number> {
  const [row] = await testDb.db.select({ views: articles.views }).from(articles).where(eq(articles.id, id));
  return row!.views;
}

describe("recordView: one view per article per visitor per 30 minutes", () => {
  it("counts the same visitor twice as one view; another user agent or address is another visitor", async () => {
    const [id] = await insertPublished(testDb.db, [{}]);
    const memory = memoryAt({ now: 0 });
    const visitor = { address: "203.0.113.7", userAgent: FIREFOX };
    expect(await recordView(testDb.db, memory, id!, visitor)).toBe(true);
    expect(await recordView(testDb.db, memory, id!, visitor)).toBe(false);
    expect(await viewsOf(id!)).toBe(1);
    expect(await recordView(testDb.db, memory, id!, { ...visitor, userAgent: SAFARI })).toBe(true);
    expect(await recordView(testDb.db, memory, id!, { ...visitor, address: "198.51.100.4" })).toBe(true);
    expect(await viewsOf(id!)).toBe(3);
    expect(await testDb.db.select().from(statistics)).toHaveLength(3);
  });

  it("counts the same visitor again once 30 minutes have passed", async () => {
    const [id] = await insertPublished(testDb.db, [{}]);
    const clock = { now: 0 };
    const memory = memoryAt(clock);
    const visitor = { address: "203.0.113.7", userAgent: FIREFOX };
    expect(await recordView(testDb.db, memory, id!, visitor)).toBe(true);
    clock.now = 30 * MINUTE - 1;
    expect(await recordView(testDb.db, memory, id!, visitor)).toBe(false);
    clock.now = 30 * MINUTE;
    expect(await recordView(testDb.db, memory, id!, visitor)).toBe(true);
    expect(await viewsOf(id!)).toBe(2);
  });

  it("counts at most 20 views a minute from one visitor: a burst over 100 articles counts 20, still none from a bot", async () => {
    const ids = await insertPublished(testDb.db, Array.from({ length: 100 }, () => ({})));
    const clock = { now: 0 };
    const memory = memoryAt(clock);
    const counted = [];
    for (const id of ids) counted.push(await recordView(testDb.db, memory, id, { address: "203.0.113.7", userAgent: FIREFOX }));
    expect(counted.filter(Boolean)).toHaveLength(20);
    for (const id of ids) await recordView(testDb.db, memory, id, { address: "203.0.113.8", userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    const [total] = await testDb.db.select({ views: sum(articles.views).mapWith(Number) }).from(articles).where(inArray(articles.id, ids));
    expect(total!.views).toBe(20);
    // A minute on, the same visitor's next article counts again.
    clock.now = MINUTE;
    expect(await recordView(testDb.db, memory, ids[99]!, { address: "203.0.113.7", userAgent: FIREFOX })).toBe(true);
  });

  it("keeps neither the address nor anything derived from it: the statistics row holds the user agent only", async () => {
    const [id] = await insertPublished(testDb.db, [{}]);
    await recordView(testDb.db, memoryAt({ now: 0 }), id!, { address: "203.0.113.7", userAgent: FIREFOX });
    const rows = await testDb.db.select().from(statistics);
    expect(rows).toEqual([{ id: expect.any(String), article_id: id, user_agent: FIREFOX, created_at: expect.any(Date) }]);
  });

  it("answers a repeated unknown id from memory, until public content changes", async () => {
    const [id] = await insertPublished(testDb.db, [{ ai_processed: false, processing_status: "pending" }]);
    const memory = memoryAt({ now: 0 });
    expect(await recordView(testDb.db, memory, id!, { address: "203.0.113.7", userAgent: FIREFOX })).toBe(false);
    expect(memory.missing.has(id!)).toBe(true);
    // Published meanwhile, but another visitor's beacon is still answered from memory: no query, no view.
    await testDb.db.update(articles).set({ ai_processed: true, processing_status: "completed" }).where(eq(articles.id, id!));
    expect(await recordView(testDb.db, memory, id!, { address: "198.51.100.4", userAgent: FIREFOX })).toBe(false);
    memory.missing.clear();
    expect(await recordView(testDb.db, memory, id!, { address: "198.51.100.4", userAgent: FIREFOX })).toBe(true);
  });
});
