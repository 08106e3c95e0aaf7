import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { createMissingArticles } from "../articles/missing-articles.js";
import { recordView } from "../articles/record-view.js";
import { VisitorViews } from "../articles/visitor-views.js";
import { articles, statistics } from "../db/schema/index.js";
import { statisticsReport } from "./statistics-report.js";
import { periodRange } from "./period-range.js";
import { topArticles } from "./top-articles.js";

const testDb = useTestDatabase();

/** Stores `count` views of an article at one instant, as the view beacon would (its triggers keep the totals). */
async function view(articleId: string, at: string, count = 1): Promise<void> {
  if (count === 0) return;
  await testDb.db.insert(statistics).values(Array.from({ length: count }, () => ({ article_id: articleId, user_agent: "Firefox", created_at: new Date(at) })));
}

const viewsOn = (report: Awaited<ReturnType<typeof statisticsReport>>) => Object.fromEntries(report.views_per_day.map((day) => [day.day, day.views]));

describe("statisticsReport: the days of a period", () => {
  it("has one entry per Rome day, oldest first, days without views as zeros", async () => {
    const [id] = await insertPublished(testDb.db, [{ published_at: new Date("2026-11-20T08:00:00Z") }]);
    await view(id!, "2026-11-20T09:00:00Z", 3);
    await view(id!, "2026-11-24T09:00:00Z", 2);
    const report = await statisticsReport(testDb.db, "week", new Date("2026-11-25T12:00:00Z"));
    expect(report).toMatchObject({ period: "week", from: "2026-11-19", to: "2026-11-25" });
    expect(report.views_per_day).toEqual([
      { day: "2026-11-19", views: 0 },
      { day: "2026-11-20", views: 3 },
      { day: "2026-11-21", views: 0 },
      { day: "2026-11-22", views: 0 },
      { day: "2026-11-23", views: 0 },
      { day: "2026-11-24", views: 2 },
      { day: "2026-11-25", views: 0 },
    ]);
    expect(report.totals.views).toBe(5);
  });

  it.each([
    ["month", 30],
    ["year", 365],
    ["today", 1],
  ] as const)("gives the %s %i bars", async (period, days) => {
    const report = await statisticsReport(testDb.db, period, new Date("2026-11-25T12:00:00Z"));
    expect(report.views_per_day).toHaveLength(days);
    expect(report.views_per_day.at(-1)!.day).toBe("2026-11-25");
  });

  it("counts a view at 00:10 in Rome on the Rome day, though it is the day before in UTC", async () => {
    const [id] = await insertPublished(testDb.db, [{ published_at: new Date("2026-11-24T08:00:00Z") }]);
    await view(id!, "2026-11-24T22:50:00Z"); // 23:50 on the 24th in Rome
    await view(id!, "2026-11-24T23:10:00Z", 2); // 00:10 on the 25th
    const today = await statisticsReport(testDb.db, "today", new Date("2026-11-24T23:30:00Z"));
    expect(today.views_per_day).toEqual([{ day: "2026-11-25", views: 2 }]);
    expect(today.totals.views).toBe(2);
  });

  it("files views around the change to summer time (a 23-hour Sunday) on their Rome day", async () => {
    const [id] = await insertPublished(testDb.db, [{ published_at: new Date("2026-03-20T08:00:00Z") }]);
    await view(id!, "2026-03-28T22:59:00Z"); // Saturday 23:59 CET
    await view(id!, "2026-03-28T23:00:00Z", 2); // Sunday 00:00 CET
    await view(id!, "2026-03-29T01:30:00Z", 3); // Sunday 03:30 CEST, just after the change
    await view(id!, "2026-03-29T21:59:00Z", 4); // Sunday 23:59 CEST
    await view(id!, "2026-03-29T22:00:00Z", 5); // Monday 00:00 CEST
    const report = await statisticsReport(testDb.db, "week", new Date("2026-03-30T10:00:00Z"));
    expect(viewsOn(report)).toMatchObject({ "2026-03-28": 1, "2026-03-29": 9, "2026-03-30": 5 });
    expect(report.totals.views).toBe(15);
  });

  it("files views around the change back (a 25-hour Sunday) on their Rome day, and the week starts at its first Rome midnight", async () => {
    const [id] = await insertPublished(testDb.db, [{ published_at: new Date("2026-10-10T08:00:00Z") }]);
    await view(id!, "2026-10-21T21:59:00Z", 7); // Wednesday 23:59 CEST: the day before the week
    await view(id!, "2026-10-21T22:00:00Z"); // Thursday 00:00 CEST: the week's first minute
    await view(id!, "2026-10-25T00:30:00Z", 2); // Sunday 02:30 CEST, the first time
    await view(id!, "2026-10-25T01:30:00Z", 3); // Sunday 02:30 CET, the second time
    await view(id!, "2026-10-25T22:59:00Z", 4); // Sunday 23:59 CET
    await view(id!, "2026-10-25T23:00:00Z", 5); // Monday 00:00 CET
    const report = await statisticsReport(testDb.db, "week", new Date("2026-10-28T10:00:00Z"));
    expect(report.from).toBe("2026-10-22");
    expect(viewsOn(report)).toMatchObject({ "2026-10-22": 1, "2026-10-25": 9, "2026-10-26": 5 });
    expect(report.totals.views).toBe(15);
  });
});

describe("statisticsReport: views as the beacon counts them", () => {
  it("shows a view counted a moment ago in today's report", async () => {
    const [id] = await insertPublished(testDb.db, [{ source_name: "ANSA" }]);
    const memory = { views: new VisitorViews(), missing: createMissingArticles() };
    expect(await recordView(testDb.db, memory, id!, { address: "203.0.113.7", userAgent: "Mozilla/5.0 Firefox/133.0" })).toBe(true);
    const report = await statisticsReport(testDb.db, "today");
    expect(report.totals).toEqual({ articles: 1, views: 1, average_views: 1 });
    expect(report.top_articles).toEqual([expect.objectContaining({ id, views: 1 })]);
    expect(report.sources).toEqual([{ source_name: "ANSA", articles: 1, views: 1 }]);
  });
});

describe("statisticsReport: the articles of a period", () => {
  it("counts the articles published in the period, by category, sentiment and AI processing", async () => {
    const inside = new Date("2026-11-24T10:00:00Z");
    await insertPublished(testDb.db, [
      { published_at: inside, category: "sport", sentiment: "positivo" },
      { published_at: inside, category: "sport", sentiment: "negativo" },
      { published_at: inside, category: "politica", sentiment: "positivo" },
      // Processed means ai_processed and completed; the rest by their state, an unknown one as pending.
      { published_at: inside, category: null, sentiment: null, ai_processed: false, processing_status: "pending" },
      { published_at: inside, category: null, sentiment: null, ai_processed: false, processing_status: "processing" },
      { published_at: inside, category: null, sentiment: null, ai_processed: false, processing_status: "failed" },
      { published_at: inside, category: "sport", sentiment: "neutrale", ai_processed: false, processing_status: "completed" },
      // Outside the week: the day before its first Rome midnight, and not yet published.
      { published_at: new Date("2026-11-18T22:59:00Z"), category: "sport" },
    ]);
    const report = await statisticsReport(testDb.db, "week", new Date("2026-11-25T12:00:00Z"));
    expect(report.totals.articles).toBe(7);
    expect(report.by_category).toEqual([
      { category: "sport", articles: 3 },
      { category: "politica", articles: 1 },
      { category: null, articles: 3 },
    ].sort((a, b) => b.articles - a.articles));
    expect(report.by_sentiment).toEqual([
      { sentiment: null, articles: 3 },
      { sentiment: "positivo", articles: 2 },
      { sentiment: "negativo", articles: 1 },
      { sentiment: "neutrale", articles: 1 },
    ]);
    expect(report.by_processing).toEqual([
      { status: "processed", articles: 3 },
      { status: "pending", articles: 2 },
      { status: "failed", articles: 1 },
      { status: "processing", articles: 1 },
    ]);
  });

  it("averages the period's views over its articles", async () => {
    const ids = await insertPublished(testDb.db, [{ published_at: new Date("2026-11-24T10:00:00Z") }, { published_at: new Date("2026-11-24T10:00:00Z") }]);
    // An older article's views count too: they were counted in the period.
    const [old] = await insertPublished(testDb.db, [{ published_at: new Date("2026-01-10T10:00:00Z") }]);
    await view(ids[0]!, "2026-11-24T11:00:00Z", 4);
    await view(old!, "2026-11-24T11:00:00Z", 1);
    const report = await statisticsReport(testDb.db, "week", new Date("2026-11-25T12:00:00Z"));
    expect(report.totals).toEqual({ articles: 2, views: 5, average_views: 2.5 });
  });

  it("answers an empty database with zeros, a zero for every day and empty lists", async () => {
    const report = await statisticsReport(testDb.db, "week", new Date("2026-11-25T12:00:00Z"));
    expect(report).toEqual({
      period: "week",
      from: "2026-11-19",
      to: "2026-11-25",
      generated_at: "2026-11-25T12:00:00.000Z",
      totals: { articles: 0, views: 0, average_views: null },
      by_category: [],
      by_sentiment: [],
      by_processing: [],
      views_per_day: expect.arrayContaining([{ day: "2026-11-22", views: 0 }]),
      top_articles: [],
      sources: [],
    });
    expect(report.views_per_day.every((day) => day.views === 0)).toBe(true);
  });
});

describe("statisticsReport: the most read and the sources", () => {
  it("lists the ten most viewed in the period, most first, the newer first on equal views", async () => {
    const published = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));
    const ids = await insertPublished(
      testDb.db,
      Array.from({ length: 12 }, (_, i) => ({ title: `Notizia ${i}`, published_at: published(i) })),
    );
    // Notizia i gets i views in the week; Notizia 3 and 4 tie at 4 (the newer, 4, first); Notizia 0 many, but last month.
    for (const [i, id] of ids.entries()) if (i > 0) await view(id, "2026-11-23T10:00:00Z", i === 3 ? 4 : i);
    await view(ids[0]!, "2026-10-01T10:00:00Z", 50);
    const report = await statisticsReport(testDb.db, "week", new Date("2026-11-25T12:00:00Z"));
    expect(report.top_articles.map((article) => [article.title, article.views])).toEqual([
      ["Notizia 11", 11],
      ["Notizia 10", 10],
      ["Notizia 9", 9],
      ["Notizia 8", 8],
      ["Notizia 7", 7],
      ["Notizia 6", 6],
      ["Notizia 5", 5],
      ["Notizia 4", 4],
      ["Notizia 3", 4],
      ["Notizia 2", 2],
    ]);
    expect(report.top_articles[0]).toEqual({
      id: ids[11],
      title: "Notizia 11",
      source_name: "Fonte di prova",
      category: "cronaca",
      published: true,
      views: 11,
    });
  });

  it("finds the same ten whether the all-time leaders settle it or every viewed article is counted", async () => {
    const ids = await insertPublished(testDb.db, Array.from({ length: 40 }, (_, i) => ({ published_at: new Date(Date.UTC(2026, 9, 1, i)) })));
    // Some articles were read a lot long ago and little in the week, others the other way round.
    for (const [i, id] of ids.entries()) {
      await view(id, "2026-10-02T10:00:00Z", (i * 7) % 23);
      await view(id, "2026-11-24T10:00:00Z", (i * 5) % 13);
    }
    const range = periodRange("week", new Date("2026-11-25T12:00:00Z"));
    const everyArticle = await topArticles(testDb.db, range, 1_000);
    expect(everyArticle).toHaveLength(10);
    for (const candidates of [1, 5, 10, 20, 39, 40]) expect(await topArticles(testDb.db, range, candidates)).toEqual(everyArticle);
    const year = periodRange("year", new Date("2026-11-25T12:00:00Z"));
    const yearTop = await topArticles(testDb.db, year, 1_000);
    for (const candidates of [5, 12, 30]) expect(await topArticles(testDb.db, year, candidates)).toEqual(yearTop);
  });

  it("marks an article unpublished since its views as not published", async () => {
    const [id] = await insertPublished(testDb.db, [{ published_at: new Date("2026-11-24T10:00:00Z") }]);
    await view(id!, "2026-11-24T11:00:00Z");
    await testDb.db.update(articles).set({ ai_processed: false, processing_status: "failed" }).where(eq(articles.id, id!));
    const report = await statisticsReport(testDb.db, "week", new Date("2026-11-25T12:00:00Z"));
    expect(report.top_articles).toEqual([expect.objectContaining({ id, published: false, views: 1 })]);
  });

  it("gives each source its articles published and its views counted in the period, most viewed first", async () => {
    const inside = new Date("2026-11-24T10:00:00Z");
    const [ansa1, ansa2, corriere, repubblica, oldRepubblica] = await insertPublished(testDb.db, [
      { source_name: "ANSA", published_at: inside },
      { source_name: "ANSA", published_at: inside },
      { source_name: "Corriere", published_at: inside },
      { source_name: "Repubblica", published_at: inside },
      { source_name: "Repubblica", published_at: new Date("2026-09-01T10:00:00Z") },
      { source_name: "Il Post", published_at: inside },
    ]);
    await view(ansa1!, "2026-11-24T11:00:00Z", 2);
    await view(ansa2!, "2026-11-24T11:00:00Z", 1);
    await view(corriere!, "2026-11-24T11:00:00Z", 1);
    await view(corriere!, "2026-11-01T11:00:00Z", 9); // before the week
    await view(repubblica!, "2026-11-25T08:00:00Z", 3);
    await view(oldRepubblica!, "2026-11-25T08:00:00Z", 4); // an old article read this week
    const report = await statisticsReport(testDb.db, "week", new Date("2026-11-25T12:00:00Z"));
    expect(report.sources).toEqual([
      { source_name: "Repubblica", articles: 1, views: 7 },
      { source_name: "ANSA", articles: 2, views: 3 },
      { source_name: "Corriere", articles: 1, views: 1 },
      { source_name: "Il Post", articles: 1, views: 0 },
    ]);
    expect(report.sources.reduce((total, source) => total + source.views, 0)).toBe(report.totals.views);
  });

  it("forgets a deleted article's views everywhere: chart, total, most read and its source", async () => {
    const [kept, deleted] = await insertPublished(testDb.db, [
      { source_name: "ANSA", published_at: new Date("2026-11-24T10:00:00Z") },
      { source_name: "ANSA", published_at: new Date("2026-11-24T10:00:00Z") },
    ]);
    await view(kept!, "2026-11-24T11:00:00Z", 2);
    await view(deleted!, "2026-11-24T11:00:00Z", 5);
    await testDb.db.delete(articles).where(eq(articles.id, deleted!));
    const report = await statisticsReport(testDb.db, "week", new Date("2026-11-25T12:00:00Z"));
    expect(report.totals).toEqual({ articles: 1, views: 2, average_views: 2 });
    expect(viewsOn(report)["2026-11-24"]).toBe(2);
    expect(report.top_articles.map((article) => article.id)).toEqual([kept]);
    expect(report.sources).toEqual([{ source_name: "ANSA", articles: 1, views: 2 }]);
    const leftovers = await testDb.db.execute(sql`
      select (select count(*) from statistics where article_id = ${deleted})::int as rows,
             (select count(*) from article_daily_views where article_id = ${deleted})::int as daily,
             (select count(*) from article_view_totals where article_id = ${deleted})::int as totals`);
    expect((leftovers as unknown as { rows: unknown[] }).rows).toEqual([{ rows: 0, daily: 0, totals: 0 }]);
  });
});
