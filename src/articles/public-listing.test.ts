import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { articles } from "../db/schema/index.js";
import { encodeCursor } from "./listing-cursor.js";
import { listPublicArticles } from "./public-listing.js";

/** What a listing's first page shows, top to bottom: the lead story (plain listing only), then the grid. */
const listPublishedArticles = async (db: typeof testDb.db, filters: { search?: string; category?: string }) => {
  const page = await listPublicArticles(db, filters, CURSOR_KEY);
  return [...(page.lead ? [page.lead] : []), ...page.articles];
};

const testDb = useTestDatabase();
const CURSOR_KEY = randomBytes(32);
const VALID_ID = "00000000-0000-4000-8000-000000000000";

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
    // The grid; the lead story is apart.
    expect((await listPublicArticles(testDb.db, {}, CURSOR_KEY)).articles).toHaveLength(50);
  });
});

describe("listPublicArticles: pages", () => {
  it("pages by keyset: every article once, newest first, even when a new one arrives between pages", async () => {
    const base = Date.parse("2026-11-01T10:00:00Z");
    // Equal timestamps in pairs: the id breaks the tie.
    await testDb.db.insert(articles).values(Array.from({ length: 7 }, (_, i) => article({ title: `P${i}`, published_at: new Date(base + Math.floor(i / 2) * 60_000) })));
    const first = await listPublicArticles(testDb.db, { limit: 3 }, CURSOR_KEY);
    await testDb.db.insert(articles).values(article({ title: "Arrivato dopo", published_at: new Date(base + 3_600_000) }));
    const second = await listPublicArticles(testDb.db, { limit: 3, cursor: first.next_cursor! }, CURSOR_KEY);
    // The newest is the lead story, apart from the grid: the other six fill two pages.
    const titles = [first.lead!, ...first.articles, ...second.articles].map((a) => a.title);
    expect(titles).toHaveLength(7);
    expect(new Set(titles)).toEqual(new Set(["P0", "P1", "P2", "P3", "P4", "P5", "P6"]));
    expect(second.lead).toBeNull();
    expect(second.next_cursor).toBeNull();
    expect(first.total).toBeNull();
  });

  it("counts a category's articles in all, and refuses a cursor it did not issue for this listing", async () => {
    await testDb.db.insert(articles).values([...Array.from({ length: 4 }, () => article({ category: "sport" })), article({ category: "cultura" })]);
    const page = await listPublicArticles(testDb.db, { category: "sport", limit: 2 }, CURSOR_KEY);
    expect(page).toMatchObject({ total: 4 });
    expect(page.articles).toHaveLength(2);
    const forged = [
      "%%%",
      "bm9uc2Vuc2U",
      encodeCursor({ kind: "search", tier: 7, skip: -5 }, CURSOR_KEY, { search: undefined, category: "sport" }),
      encodeCursor({ kind: "keyset", publishedAt: "2026-01-01T00:00:00.000Z", id: VALID_ID }, randomBytes(32), { search: undefined, category: "sport" }),
      encodeCursor({ kind: "keyset", publishedAt: "2026-01-01T00:00:00.000Z", id: VALID_ID }, CURSOR_KEY, { search: undefined, category: "cultura" }),
    ];
    for (const cursor of forged) {
      await expect(listPublicArticles(testDb.db, { category: "sport", limit: 2, cursor }, CURSOR_KEY)).rejects.toMatchObject({ status: 400, code: "invalid_cursor" });
    }
  });

  it("binds a search cursor to its search and category", async () => {
    await testDb.db.insert(articles).values(Array.from({ length: 3 }, (_, i) => article({ title: `Calcio ${i}`, category: "sport" })));
    const first = await listPublicArticles(testDb.db, { search: "calcio", limit: 1 }, CURSOR_KEY);
    expect(first.next_cursor).not.toBeNull();
    for (const other of [{ search: "mercato" }, { search: "calcio", category: "sport" }, {}]) {
      await expect(listPublicArticles(testDb.db, { ...other, limit: 1, cursor: first.next_cursor! }, CURSOR_KEY)).rejects.toMatchObject({ code: "invalid_cursor" });
    }
    // A position deep in the substring tier, however well formed, is not one a visitor can name.
    const deep = encodeCursor({ kind: "search", tier: 2, skip: 10_000 }, randomBytes(32), { search: "calcio", category: undefined });
    await expect(listPublicArticles(testDb.db, { search: "calcio", cursor: deep }, CURSOR_KEY)).rejects.toMatchObject({ code: "invalid_cursor" });
  });

});

describe("listPublicArticles: Italian search", () => {
  const titles = async (search: string, category?: string) => (await listPublicArticles(testDb.db, { search, category }, CURSOR_KEY)).articles.map((a) => a.title);

  it("finds other forms of a word and ignores accents", async () => {
    await testDb.db.insert(articles).values([
      article({ title: "Le elezioni regionali in Liguria" }),
      article({ title: "Nuovo parco in città", content_summary: "Il sindaco inaugura il parco." }),
      article({ title: "Mercati in calo" }),
    ]);
    expect(await titles("elezione")).toEqual(["Le elezioni regionali in Liguria"]);
    expect(await titles("citta")).toEqual(["Nuovo parco in città"]);
    expect(await titles("Città")).toEqual(["Nuovo parco in città"]);
  });

  it("still finds every substring match of title and summary, after the full-text matches", async () => {
    await testDb.db.insert(articles).values([
      article({ title: "Apre il supermercato di quartiere", published_at: new Date("2026-11-20T10:00:00Z") }),
      article({ title: "Mercati in calo", published_at: new Date("2026-11-01T10:00:00Z") }),
    ]);
    // "mercato" is a word of "Mercati" (full text, listed first though older) and only a substring of "supermercato".
    expect(await titles("mercato")).toEqual(["Mercati in calo", "Apre il supermercato di quartiere"]);
    // One at a time, the pages cross from the full-text matches to the substring ones.
    const first = await listPublicArticles(testDb.db, { search: "mercato", limit: 1 }, CURSOR_KEY);
    const second = await listPublicArticles(testDb.db, { search: "mercato", limit: 1, cursor: first.next_cursor! }, CURSOR_KEY);
    expect([first.articles[0]?.title, second.articles[0]?.title, second.next_cursor, first.total]).toEqual(["Mercati in calo", "Apre il supermercato di quartiere", null, 2]);
  });

  it("matches a one- or two-letter search as a word, not as letters inside other words", async () => {
    await testDb.db.insert(articles).values([article({ title: "Accordo UE sul clima" }), article({ title: "La questua del sabato" })]);
    expect(await titles("UE")).toEqual(["Accordo UE sul clima"]);
    expect(await titles("ue")).toEqual(["Accordo UE sul clima"]);
  });

  it("ranks relevance and recency: of two equally relevant articles the newer first; counts all matches", async () => {
    await testDb.db.insert(articles).values([
      article({ title: "Sciopero dei treni a Milano", published_at: new Date(Date.now() - 30 * 86_400_000) }),
      article({ title: "Sciopero dei treni a Roma", published_at: new Date(Date.now() - 86_400_000) }),
      article({ title: "Teatro alla Scala", content_summary: "Nessuno sciopero previsto.", published_at: new Date(Date.now() - 2 * 86_400_000) }),
    ]);
    const page = await listPublicArticles(testDb.db, { search: "sciopero treni" }, CURSOR_KEY);
    expect(page.articles.map((a) => a.title)).toEqual(["Sciopero dei treni a Roma", "Sciopero dei treni a Milano"]);
    expect(page.total).toBe(2);
    expect((await listPublicArticles(testDb.db, { search: "sciopero" }, CURSOR_KEY)).total).toBe(3);
  });

  it("combines with the category, pages by position, and treats query syntax as words", async () => {
    await testDb.db.insert(articles).values([
      ...Array.from({ length: 3 }, (_, i) => article({ title: `Calcio mercato ${i}`, category: "sport" })),
      article({ title: "Calcio e politica", category: "politica" }),
    ]);
    const first = await listPublicArticles(testDb.db, { search: "calcio", category: "sport", limit: 2 }, CURSOR_KEY);
    const second = await listPublicArticles(testDb.db, { search: "calcio", category: "sport", limit: 2, cursor: first.next_cursor! }, CURSOR_KEY);
    expect([...first.articles, ...second.articles].map((a) => a.category)).toEqual(["sport", "sport", "sport"]);
    expect(second.next_cursor).toBeNull();
    for (const odd of ["calcio & | ! (", "'\"", "-calcio", "<script>"]) await expect(listPublicArticles(testDb.db, { search: odd }, CURSOR_KEY)).resolves.toBeDefined();
  });

  it("stops counting past 1,000 matches, yet pages through every one of them and on to the substring matches", async () => {
    const start = Date.UTC(2026, 10, 20);
    await testDb.db.insert(articles).values([
      ...Array.from({ length: 1_010 }, (_, i) => article({ title: `Mercato numero ${i}`, published_at: new Date(start - i * 60_000) })),
      article({ title: "Apre il supermercato", published_at: new Date(start - 2_000 * 60_000) }),
    ]);
    const seen: string[] = [];
    let cursor: string | undefined;
    let first: Awaited<ReturnType<typeof listPublicArticles>> | undefined;
    const laterTotals = new Set<number | null>();
    do {
      const page = await listPublicArticles(testDb.db, { search: "mercato", cursor }, CURSOR_KEY);
      if (first) laterTotals.add(page.total);
      first ??= page;
      seen.push(...page.articles.map((a) => a.title));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect([first?.total, first?.total_capped]).toEqual([1_000, true]);
    // Only the first page's heading shows the count; later pages do not count again.
    expect([...laterTotals]).toEqual([null]);
    expect(seen).toHaveLength(1_011);
    expect(new Set(seen).size).toBe(1_011);
    // Equally relevant, so newest first all the way, across the ranked and the older full-text matches.
    expect(seen.slice(0, 1_010)).toEqual(Array.from({ length: 1_010 }, (_, i) => `Mercato numero ${i}`));
    expect(seen.at(-1)).toBe("Apre il supermercato");
  });
});
