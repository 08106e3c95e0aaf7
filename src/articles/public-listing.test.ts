import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { articles } from "../db/schema/index.js";
import { listPublishedArticles } from "./public-listing.js";

const testDb = useTestDatabase();

let counter = 0;
function article(overrides: Partial<typeof articles.$inferInsert>): typeof articles.$inferInsert {
  counter += 1;
  return {
    title: `Articolo ${counter}`,
    source_name: "Fonte",
    source_url: `https://fonte.it/${counter}`,
    canonical_url: `https://fonte.it/${counter}`,
    ai_processed: true,
    processing_status: "completed",
    category: "politica",
    ...overrides,
  };
}

describe("listPublishedArticles", () => {
  it("lists only AI-processed, completed articles, newest published first", async () => {
    await testDb.db.insert(articles).values([
      article({ title: "Vecchio", published_at: new Date("2026-11-01T10:00:00Z") }),
      article({ title: "Nuovo", published_at: new Date("2026-11-20T10:00:00Z") }),
      article({ title: "In attesa", ai_processed: false, processing_status: "pending" }),
      article({ title: "Fallito", ai_processed: false, processing_status: "failed" }),
      article({ title: "Flag senza stato", ai_processed: true, processing_status: "processing" }),
    ]);
    const listed = await listPublishedArticles(testDb.db, {});
    expect(listed.map((a) => a.title)).toEqual(["Nuovo", "Vecchio"]);
  });

  it("filters by exact category and by text in the title or summary, case-insensitively", async () => {
    await testDb.db.insert(articles).values([
      article({ title: "Il Governo approva la manovra", category: "politica" }),
      article({ title: "Partita", content_summary: "Il governo del calcio cambia le regole", category: "sport" }),
      article({ title: "Nuovo smartphone", category: "tecnologia" }),
    ]);
    const titles = async (filters: { search?: string; category?: string }) =>
      (await listPublishedArticles(testDb.db, filters)).map((a) => a.title).sort();
    expect(await titles({ search: "GOVERNO" })).toEqual(["Il Governo approva la manovra", "Partita"]);
    expect(await titles({ search: "governo", category: "sport" })).toEqual(["Partita"]);
    expect(await titles({ category: "tecnologia" })).toEqual(["Nuovo smartphone"]);
    // LIKE wildcards in the term are literal characters, not patterns.
    expect(await titles({ search: "%" })).toEqual([]);
  });

  it("answers at most 50", async () => {
    await testDb.db.insert(articles).values(Array.from({ length: 55 }, () => article({})));
    expect(await listPublishedArticles(testDb.db, {})).toHaveLength(50);
  });
});
