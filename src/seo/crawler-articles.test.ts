import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { articles } from "../db/schema/index.js";
import { publishedArticleChunks } from "./crawler-articles.js";

const testDb = useTestDatabase();

describe("publishedArticleChunks", () => {
  it("reads a slice in chunks without repeating or skipping articles that share a timestamp to the microsecond", async () => {
    // Same millisecond, different microseconds, and exact ties: what a JavaScript Date would blur.
    const stamps = ["10:00:00.000001", "10:00:00.000002", "10:00:00.000002", "10:00:00.000003", "10:00:00.000900"];
    const rows = Array.from({ length: 15 }, (_, index) => ({
      title: `Notizia ${index}`,
      source_name: "Fonte",
      source_url: `https://fonte.example.it/${index}`,
      canonical_url: `https://fonte.example.it/${index}`,
      ai_processed: index !== 7,
      processing_status: index === 7 ? "pending" : "completed",
      published_at: sql`${`2026-03-05 ${stamps[index % stamps.length]}+00`}::timestamptz`,
      ai_processed_at: index === 3 ? new Date("2026-03-06T08:30:00Z") : null,
    }));
    await testDb.db.insert(articles).values(rows);
    const expected = (
      await testDb.db
        .select({ id: articles.id, status: articles.processing_status })
        .from(articles)
        .orderBy(asc(articles.published_at), asc(articles.id))
    )
      .filter((row) => row.status === "completed")
      .map((row) => row.id);
    expect(expected).toHaveLength(14);

    const chunks: string[][] = [];
    for await (const chunk of publishedArticleChunks(testDb.db, 2, 10, 3)) chunks.push(chunk.map((article) => article.id));
    expect(chunks.map((chunk) => chunk.length)).toEqual([3, 3, 3, 1]);
    expect(chunks.flat()).toEqual(expected.slice(2, 12));

    const tail: string[] = [];
    for await (const chunk of publishedArticleChunks(testDb.db, 12, 10, 3)) tail.push(...chunk.map((article) => article.id));
    expect(tail).toEqual(expected.slice(12));
  });

  it("dates each article by its last change, in W3C form", async () => {
    await testDb.db.insert(articles).values([
      {
        title: "Elaborata dopo",
        source_name: "Fonte",
        source_url: "https://fonte.example.it/a",
        canonical_url: "https://fonte.example.it/a",
        ai_processed: true,
        processing_status: "completed",
        published_at: new Date("2026-03-05T10:00:00.250Z"),
        ai_processed_at: new Date("2026-03-06T08:30:00Z"),
      },
      {
        title: "Elaborata prima",
        source_name: "Fonte",
        source_url: "https://fonte.example.it/b",
        canonical_url: "https://fonte.example.it/b",
        ai_processed: true,
        processing_status: "completed",
        published_at: new Date("2026-03-07T10:00:00Z"),
        ai_processed_at: new Date("2026-03-01T08:30:00Z"),
      },
    ]);
    const dates: string[] = [];
    for await (const chunk of publishedArticleChunks(testDb.db, 0, 10)) dates.push(...chunk.map((article) => article.lastmod));
    expect(dates).toEqual(["2026-03-06T08:30:00Z", "2026-03-07T10:00:00Z"]);
  });
});
