import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { insertPendingArticles } from "../../../tests/helpers/article-rows.js";
import { publishedArticle } from "../../../tests/helpers/published-articles.js";
import { signIn, useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { onContentChanged } from "../../articles/content-events.js";
import { articles, statistics } from "../../db/schema/index.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);
let token: string;

beforeEach(async () => {
  token = (await signIn(server.app)).session.access_token;
});

function call(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) {
  return server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

type Row = Partial<typeof articles.$inferInsert>;
const pending: Row = { ai_processed: false, processing_status: "pending", category: null, sentiment: null, content_summary: null, processed_by_ai_provider: null };

/**
 * Six articles, one minute apart (the first is the newest), covering every
 * status, both extraction methods, two sources, and search words in titles
 * and summaries.
 */
const CORPUS: Array<[string, Row]> = [
  ["Il sindaco inaugura la biblioteca", { category: "cronaca", sentiment: "positivo", source_name: "Il Post", content_extraction_method: "rss" }],
  ["La squadra vince il derby", { category: "sport", sentiment: "positivo", source_name: "ANSA", content_extraction_method: "scraping", content_summary: "Tre gol e i treni presi d'assalto dai tifosi." }],
  ["Sciopero dei treni venerdì", { ...pending, source_name: "ANSA", content_extraction_method: "rss" }],
  ["Sconti del 50% sui biglietti", { ...pending, processing_status: "failed", processing_error: "Confidenza 0.4 sotto 0.7", source_name: "Il Post", content_extraction_method: "scraping" }],
  ["Borsa in calo a Milano", { ...pending, processing_status: "processing", source_name: "Il Post", content_extraction_method: "rss" }],
  ["Inflazione, i prezzi dei treni salgono", { category: "economia", sentiment: "negativo", source_name: "Il Post", content_extraction_method: "rss", views: 40 }],
];

async function seedCorpus(): Promise<Record<string, string>> {
  const start = Date.UTC(2026, 10, 20, 12, 0);
  const rows = CORPUS.map(([title, row], index) => publishedArticle({ title, published_at: new Date(start - index * 60_000), views: 3, ...row }));
  const inserted = await testDb.db.insert(articles).values(rows).returning({ id: articles.id, title: articles.title });
  return Object.fromEntries(inserted.map((row) => [row.title, row.id]));
}

async function titles(query: string): Promise<string[]> {
  const response = await call("GET", `/api/admin/articles${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().articles.map((article: { title: string }) => article.title);
}

const [BIBLIOTECA, DERBY, SCIOPERO, SCONTI, BORSA, INFLAZIONE] = CORPUS.map(([title]) => title) as [string, string, string, string, string, string];

describe("GET /api/admin/articles", () => {
  it("lists every status, newest publication first, with what the table shows", async () => {
    const ids = await seedCorpus();
    const response = await call("GET", "/api/admin/articles");
    expect(response.json()).toMatchObject({ total: 6, page: 1, page_count: 1 });
    expect(await titles("")).toEqual([BIBLIOTECA, DERBY, SCIOPERO, SCONTI, BORSA, INFLAZIONE]);
    const failed = response.json().articles[3];
    expect(failed).toMatchObject({
      id: ids[SCONTI],
      processing_status: "failed",
      processing_error: "Confidenza 0.4 sotto 0.7",
      source_name: "Il Post",
      content_extraction_method: "scraping",
      ai_processed: false,
    });
    expect(typeof failed.published_at).toBe("string");
  });

  it.each([
    ["search in titles and summaries, any case", "?search=TRENI", [DERBY, SCIOPERO, INFLAZIONE]],
    ["search in summaries too", "?search=tifosi", [DERBY]],
    ["search with LIKE's wildcards taken literally", "?search=50%25", [SCONTI]],
    ["search for an underscore matches no letter", "?search=de_by", []],
    ["category", "?category=sport", [DERBY]],
    ["sentiment", "?sentiment=positivo", [BIBLIOTECA, DERBY]],
    ["ai_status processed (public)", "?ai_status=processed", [BIBLIOTECA, DERBY, INFLAZIONE]],
    ["ai_status unprocessed", "?ai_status=unprocessed", [SCIOPERO, SCONTI, BORSA]],
    ["source", "?source=ANSA", [DERBY, SCIOPERO]],
    ["method scraping", "?method=scraping", [DERBY, SCONTI]],
    ["method rss", "?method=rss", [BIBLIOTECA, SCIOPERO, BORSA, INFLAZIONE]],
    ["status pending", "?status=pending", [SCIOPERO]],
    ["status processing", "?status=processing", [BORSA]],
    ["status failed", "?status=failed", [SCONTI]],
    ["status completed", "?status=completed", [BIBLIOTECA, DERBY, INFLAZIONE]],
    ["empty values mean no filter", "?search=&category=&sentiment=&ai_status=&source=&method=&status=", [BIBLIOTECA, DERBY, SCIOPERO, SCONTI, BORSA, INFLAZIONE]],
  ])("filters by %s", async (_name, query, expected) => {
    await seedCorpus();
    expect(await titles(query)).toEqual(expected);
    expect((await call("GET", `/api/admin/articles${query}`)).json().total).toBe(expected.length);
  });

  it.each([
    ["search + status", "?search=treni&status=pending", [SCIOPERO]],
    ["search + ai_status", "?search=treni&ai_status=processed", [DERBY, INFLAZIONE]],
    ["search + method + source", "?search=treni&method=scraping&source=ANSA", [DERBY]],
    ["category + sentiment", "?category=economia&sentiment=negativo", [INFLAZIONE]],
    ["category + sentiment that do not meet", "?category=economia&sentiment=positivo", []],
    ["source + method", "?source=Il%20Post&method=rss", [BIBLIOTECA, BORSA, INFLAZIONE]],
    ["source + status", "?source=Il%20Post&status=failed", [SCONTI]],
    ["ai_status + method", "?ai_status=unprocessed&method=rss", [SCIOPERO, BORSA]],
    ["all seven", "?search=treni&category=economia&sentiment=negativo&ai_status=processed&source=Il%20Post&method=rss&status=completed", [INFLAZIONE]],
  ])("combines filters: %s", async (_name, query, expected) => {
    await seedCorpus();
    expect(await titles(query)).toEqual(expected);
  });

  it.each([
    ["?search=tr", "search must be at least 3 characters"],
    [`?search=${"a".repeat(201)}`, "search must be at most 200"],
    ["?category=gossip", "category must be one of"],
    ["?sentiment=arrabbiato", "sentiment must be one of"],
    ["?ai_status=maybe", "ai_status must be one of"],
    ["?method=ftp", "method must be one of"],
    ["?status=archived", "status must be one of"],
    ["?page=0", "page must be at least 1"],
    ["?page=due", "page must be a number"],
  ])("refuses %s with 400 naming the problem", async (query, message) => {
    const response = await call("GET", `/api/admin/articles${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_failed" });
    expect(response.json().message).toContain(message);
  });

  it("pages by 20: first, last, past the end, and 0 pages with no rows", async () => {
    const empty = (await call("GET", "/api/admin/articles")).json();
    expect(empty).toEqual({ articles: [], total: 0, total_capped: false, page: 1, page_count: 0 });

    const ids = await insertPendingArticles(testDb.db, 45);
    const first = (await call("GET", "/api/admin/articles?page=1")).json();
    expect(first).toMatchObject({ total: 45, page: 1, page_count: 3 });
    expect(first.articles.map((a: { id: string }) => a.id)).toEqual(ids.slice(0, 20));
    const second = (await call("GET", "/api/admin/articles?page=2")).json();
    expect(second.articles.map((a: { id: string }) => a.id)).toEqual(ids.slice(20, 40));
    const last = (await call("GET", "/api/admin/articles?page=3")).json();
    expect(last).toMatchObject({ total: 45, page: 3, page_count: 3 });
    expect(last.articles.map((a: { id: string }) => a.id)).toEqual(ids.slice(40));
    expect((await call("GET", "/api/admin/articles?page=4")).json()).toEqual({ articles: [], total: 45, total_capped: false, page: 4, page_count: 3 });
    // Filtered lists page the same way.
    expect((await call("GET", "/api/admin/articles?search=bilancio&status=pending&page=3")).json()).toMatchObject({ total: 45, page_count: 3 });
  });

  it("answers 401 without a session", async () => {
    expect((await server.app.inject({ url: "/api/admin/articles" })).statusCode).toBe(401);
    expect((await server.app.inject({ url: "/api/admin/articles/stats" })).statusCode).toBe(401);
    expect((await server.app.inject({ method: "POST", url: "/api/admin/articles/bulk-delete", payload: { ids: [randomUUID()] } })).statusCode).toBe(401);
  });
});

describe("GET /api/admin/articles/stats and /sources", () => {
  it("counts every article by state and adds up the views", async () => {
    expect((await call("GET", "/api/admin/articles/stats")).json()).toEqual({ total: 0, processed: 0, pending: 0, processing: 0, failed: 0, views: 0 });
    await seedCorpus();
    // Five rows at 3 views, the last one at 40.
    expect((await call("GET", "/api/admin/articles/stats")).json()).toEqual({ total: 6, processed: 3, pending: 1, processing: 1, failed: 1, views: 55 });
  });

  it("lists the source names once each, alphabetically", async () => {
    expect((await call("GET", "/api/admin/articles/sources")).json()).toEqual([]);
    await seedCorpus();
    expect((await call("GET", "/api/admin/articles/sources")).json()).toEqual(["ANSA", "Il Post"]);
  });
});

describe("PATCH /api/admin/articles/:id", () => {
  it("saves title, summary, category and sentiment, and drops the public caches", async () => {
    const ids = await seedCorpus();
    const heard: string[] = [];
    const stop = onContentChanged(() => heard.push("changed"));
    try {
      const response = await call("PATCH", `/api/admin/articles/${ids[BIBLIOTECA]}`, {
        title: "  Il sindaco apre la nuova biblioteca  ",
        content_summary: "Apre in centro.",
        category: "cultura",
        sentiment: "neutrale",
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: ids[BIBLIOTECA], title: "Il sindaco apre la nuova biblioteca", content_summary: "Apre in centro.", category: "cultura", sentiment: "neutrale", processing_status: "completed" });
      expect(heard).toEqual(["changed"]);
    } finally {
      stop();
    }
  });

  it("marks the summary reviewed by the newsroom once an edit saves it, and an edit without it leaves the machine label", async () => {
    const ids = await seedCorpus();
    const card = async (id: string) => {
      const home = (await server.app.inject({ url: "/api/articles" })).json();
      return [home.lead, ...home.articles].find((a: { id: string } | null) => a?.id === id) as { summary_reviewed_at: string | null };
    };
    await call("PATCH", `/api/admin/articles/${ids[INFLAZIONE]}`, { category: "economia" });
    expect((await card(ids[INFLAZIONE]!)).summary_reviewed_at).toBeNull();
    await call("PATCH", `/api/admin/articles/${ids[INFLAZIONE]}`, { content_summary: "Prezzi in calo a novembre." });
    expect(Date.parse((await card(ids[INFLAZIONE]!)).summary_reviewed_at!)).not.toBeNaN();
  });

  it("keeps the fields not sent, and an emptied summary becomes none", async () => {
    const ids = await seedCorpus();
    const response = await call("PATCH", `/api/admin/articles/${ids[DERBY]}`, { content_summary: "   " });
    expect(response.json()).toMatchObject({ title: DERBY, content_summary: null, category: "sport", sentiment: "positivo" });
  });

  it("re-indexes a published article for the public search, which the cache no longer answers from", async () => {
    const ids = await seedCorpus();
    const search = async (term: string) => (await server.app.inject({ url: `/api/articles?search=${term}` })).json().articles.map((a: { id: string }) => a.id);
    expect(await search("biblioteca")).toEqual([ids[BIBLIOTECA]]);
    await call("PATCH", `/api/admin/articles/${ids[BIBLIOTECA]}`, { title: "Il sindaco inaugura la pinacoteca", content_summary: "Quadri del Seicento." });
    expect(await search("biblioteca")).toEqual([]);
    expect(await search("pinacoteca")).toEqual([ids[BIBLIOTECA]]);
    expect(await search("seicento")).toEqual([ids[BIBLIOTECA]]);
  });

  it('keeps an article moved to "altro" public, on the home and its own page', async () => {
    const ids = await seedCorpus();
    const response = await call("PATCH", `/api/admin/articles/${ids[INFLAZIONE]}`, { category: "altro" });
    expect(response.json()).toMatchObject({ category: "altro", ai_processed: true, processing_status: "completed" });
    const home = (await server.app.inject({ url: "/api/articles" })).json();
    expect(home.articles.find((a: { id: string }) => a.id === ids[INFLAZIONE])).toMatchObject({ category: "altro" });
    // "altro" has no category page: the public listing refuses it as a category.
    expect((await server.app.inject({ url: "/api/articles?category=altro" })).statusCode).toBe(400);
  });

  it.each([
    [{ title: "   " }, "title must not be empty"],
    [{ title: "x".repeat(501) }, "title must be at most 500"],
    [{ category: "gossip" }, "category must be one of"],
    [{ category: null }, "category"],
    [{ sentiment: "felice" }, "sentiment must be one of"],
    [{ content_summary: "x".repeat(5001) }, "content_summary must be at most 5000"],
    [{}, "nothing to update"],
  ])("refuses %j with 400 and changes nothing", async (payload, message) => {
    const ids = await seedCorpus();
    const response = await call("PATCH", `/api/admin/articles/${ids[DERBY]}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_failed" });
    expect(response.json().message).toContain(message);
    const [row] = await testDb.db.select().from(articles).where(eq(articles.id, ids[DERBY]!));
    expect(row).toMatchObject({ title: DERBY, category: "sport", sentiment: "positivo" });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await call("PATCH", `/api/admin/articles/${randomUUID()}`, { title: "Nuovo" })).json()).toMatchObject({ error: "not_found" });
    expect((await call("PATCH", "/api/admin/articles/42", { title: "Nuovo" })).statusCode).toBe(400);
  });
});

describe("deleting articles", () => {
  it("deletes one with its views, then answers 404 for it", async () => {
    const ids = await seedCorpus();
    await testDb.db.insert(statistics).values([{ article_id: ids[INFLAZIONE]! }, { article_id: ids[INFLAZIONE]! }]);
    expect((await call("DELETE", `/api/admin/articles/${ids[INFLAZIONE]}`)).statusCode).toBe(204);
    expect(await testDb.db.select().from(statistics)).toEqual([]);
    expect((await call("GET", "/api/admin/articles/stats")).json()).toMatchObject({ total: 5, processed: 2 });
    expect((await call("DELETE", `/api/admin/articles/${ids[INFLAZIONE]}`)).json()).toMatchObject({ error: "not_found" });
    expect((await call("DELETE", "/api/admin/articles/42")).statusCode).toBe(400);
  });

  it("deletes several at once, counting only those it found", async () => {
    const ids = await seedCorpus();
    const heard: string[] = [];
    const stop = onContentChanged(() => heard.push("changed"));
    try {
      const response = await call("POST", "/api/admin/articles/bulk-delete", { ids: [ids[DERBY], ids[SCIOPERO], randomUUID(), ids[DERBY]] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ deleted: 2 });
      expect(heard.length).toBeGreaterThan(0);
    } finally {
      stop();
    }
    expect(await titles("")).toEqual([BIBLIOTECA, SCONTI, BORSA, INFLAZIONE]);
    expect((await call("POST", "/api/admin/articles/bulk-delete", { ids: [randomUUID()] })).json()).toEqual({ deleted: 0 });
  });

  it("takes 500 ids and refuses 501, none, or one that is not a UUID", async () => {
    const ids = await insertPendingArticles(testDb.db, 3);
    const fillers = Array.from({ length: 497 }, () => randomUUID());
    expect((await call("POST", "/api/admin/articles/bulk-delete", { ids: [...ids, ...fillers] })).json()).toEqual({ deleted: 3 });
    for (const [body, message] of [
      [{ ids: Array.from({ length: 501 }, () => randomUUID()) }, "at most 500"],
      [{ ids: [] }, "at least one"],
      [{ ids: ["42"] }, "UUID"],
      [{}, "ids"],
    ] as const) {
      const response = await call("POST", "/api/admin/articles/bulk-delete", body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });
});
