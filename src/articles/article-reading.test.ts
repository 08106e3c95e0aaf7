import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { articles, statistics } from "../db/schema/index.js";
import { getPublicArticle } from "./article-page.js";
import { createMissingArticles } from "./missing-articles.js";
import { recordView } from "./record-view.js";
import { VisitorViews } from "./visitor-views.js";
import { relatedArticles } from "./related-articles.js";

const testDb = useTestDatabase();
const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

describe("the article page's data", () => {
  it("reads a published article, and nothing for a pending one or a malformed id", async () => {
    const [published, pending] = await insertPublished(testDb.db, [{ tags: ["Roma"], keywords: ["sindaco", "bilancio", "giunta"] }, { ai_processed: false, processing_status: "pending" }]);
    expect(await getPublicArticle(testDb.db, published!)).toMatchObject({ id: published, tags: ["Roma"], keywords: ["sindaco", "bilancio", "giunta"], reading_time: 1 });
    expect(await getPublicArticle(testDb.db, pending!)).toBeNull();
    expect(await getPublicArticle(testDb.db, "not-a-uuid")).toBeNull();
    expect(await getPublicArticle(testDb.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("answers an id found not public a moment ago from memory, without asking the database again", async () => {
    const [pending] = await insertPublished(testDb.db, [{ ai_processed: false, processing_status: "pending" }]);
    const missing = createMissingArticles();
    expect(await getPublicArticle(testDb.db, pending!, missing)).toBeNull();
    // Published behind the page's back (no content signal): memory still answers for its few seconds.
    await testDb.db.update(articles).set({ ai_processed: true, processing_status: "completed" }).where(eq(articles.id, pending!));
    expect(await getPublicArticle(testDb.db, pending!, missing)).toBeNull();
    missing.clear();
    expect(await getPublicArticle(testDb.db, pending!, missing)).toMatchObject({ id: pending });
  });

  it("suggests published articles of the same category, those sharing keywords first", async () => {
    const now = Date.now();
    const [subject, sharing, newer, otherCategory, unpublished] = await insertPublished(testDb.db, [
      { category: "sport", keywords: ["juventus", "champions", "allenatore"], published_at: new Date(now) },
      { category: "sport", keywords: ["champions", "juventus"], published_at: new Date(now - 3 * 86_400_000) },
      { category: "sport", keywords: ["tennis"], published_at: new Date(now - 86_400_000) },
      { category: "economia", keywords: ["juventus"], published_at: new Date(now - 86_400_000) },
      { category: "sport", keywords: ["juventus"], ai_processed: false, processing_status: "pending" },
    ]);
    const [row] = await testDb.db.select().from(articles).where(eq(articles.id, subject!));
    const related = await relatedArticles(testDb.db, row!);
    expect(related.map((article) => article.id)).toEqual([sharing, newer]);
    expect(related.map((article) => article.id)).not.toContain(otherCategory);
    expect(related.map((article) => article.id)).not.toContain(unpublished);
  });
});

describe("recordView", () => {
  it("counts a reader's view with the user agent and no address, and not a crawler's or a pending article's", async () => {
    const [published, pending] = await insertPublished(testDb.db, [{}, { ai_processed: false, processing_status: "pending" }]);
    const memory = { views: new VisitorViews(), missing: createMissingArticles() };
    const view = (id: string, userAgent: string | undefined, address = "203.0.113.1") => recordView(testDb.db, memory, id, { address, userAgent });
    expect(await view(published!, READER)).toBe(true);
    expect(await view(published!, READER, "203.0.113.2")).toBe(true);
    expect(await view(published!, "Googlebot/2.1 (+http://www.google.com/bot.html)")).toBe(false);
    expect(await view(published!, "facebookexternalhit/1.1")).toBe(false);
    expect(await view(published!, undefined)).toBe(false);
    expect(await view(pending!, READER)).toBe(false);

    const [row] = await testDb.db.select({ views: articles.views }).from(articles).where(eq(articles.id, published!));
    expect(row!.views).toBe(2);
    const rows = await testDb.db.select().from(statistics);
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!).sort()).toEqual(["article_id", "created_at", "id", "user_agent"]);
    expect(rows[0]!.user_agent).toBe(READER);
  });
});
