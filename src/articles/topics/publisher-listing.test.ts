import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { ValidationError } from "../../platform/errors.js";
import { encodeCursor } from "../listing-cursor.js";
import { listPublisherArticles } from "./publisher-listing.js";
import { topicScope } from "./topic-listing.js";

const testDb = useTestDatabase();
const CURSOR_KEY = randomBytes(32);
const NOW = new Date("2026-11-30T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe("listPublisherArticles", () => {
  it("lists a publisher's published articles, newest first, under both spellings of its name", async () => {
    await insertPublished(testDb.db, [
      { title: "Uno", source_name: "Il Sole 24 Ore", published_at: daysAgo(1), source_url: "https://www.ilsole24ore.com/art/uno" },
      { title: "Due", source_name: "Il sole 24 ore", published_at: daysAgo(2) },
      { title: "Altro", source_name: "ANSA", published_at: daysAgo(0.5) },
      { title: "Nascosto", source_name: "Il Sole 24 Ore", published_at: daysAgo(0.1), ai_processed: false, processing_status: "pending" },
    ]);
    const listing = await listPublisherArticles(testDb.db, { slug: "il-sole-24-ore", now: NOW }, CURSOR_KEY);
    expect(listing?.page.articles.map((card) => card.title)).toEqual(["Uno", "Due"]);
    expect(listing).toMatchObject({ slug: "il-sole-24-ore", name: "Il Sole 24 Ore", profile: { site: "https://www.ilsole24ore.com/" } });
  });

  it("counts a day's average over 30 days and each category's share of them", async () => {
    await insertPublished(testDb.db, [
      ...Array.from({ length: 6 }, (_, index) => ({ source_name: "ANSA", category: "politica", published_at: daysAgo(index + 1) })),
      ...Array.from({ length: 3 }, (_, index) => ({ source_name: "ANSA", category: "sport", published_at: daysAgo(index + 2) })),
      { source_name: "ANSA", category: "cultura", published_at: daysAgo(29) },
      // Outside the 30 days: on the page, not in the figures.
      { source_name: "ANSA", category: "economia", published_at: daysAgo(31) },
    ]);
    const listing = await listPublisherArticles(testDb.db, { slug: "ansa", now: NOW }, CURSOR_KEY);
    expect(listing!.page.articles).toHaveLength(11);
    expect(listing!.profile.perDay).toBeCloseTo(10 / 30);
    expect(listing!.profile.categories).toEqual([
      { category: "politica", share: 0.6 },
      { category: "sport", share: 0.3 },
      { category: "cultura", share: 0.1 },
    ]);
  });

  it("says nothing of the last 30 days when it published nothing in them, and has no site without an http address", async () => {
    await insertPublished(testDb.db, [{ source_name: "Vecchia Gazzetta", published_at: daysAgo(60), source_url: "ftp://vecchia.example.it/x" }]);
    const listing = await listPublisherArticles(testDb.db, { slug: "vecchia-gazzetta", now: NOW }, CURSOR_KEY);
    expect(listing!.profile).toEqual({ perDay: 0, categories: [], site: null });
  });

  it("is null for an unknown publisher, one with nothing published, or a slug toSlug would not write", async () => {
    await insertPublished(testDb.db, [{ source_name: "In Attesa", ai_processed: false, processing_status: "pending" }]);
    for (const slug of ["sconosciuta", "in-attesa", "In-Attesa", "--"]) expect(await listPublisherArticles(testDb.db, { slug }, CURSOR_KEY), slug).toBeNull();
  });

  it("pages by keyset, and refuses a topic's cursor", async () => {
    await insertPublished(testDb.db, Array.from({ length: 5 }, (_, index) => ({ title: `N${index}`, source_name: "ANSA", published_at: daysAgo(index) })));
    const first = await listPublisherArticles(testDb.db, { slug: "ansa", limit: 3 }, CURSOR_KEY);
    const second = await listPublisherArticles(testDb.db, { slug: "ansa", limit: 3, cursor: first!.page.next_cursor! }, CURSOR_KEY);
    expect([first, second].map((listing) => listing!.page.articles.map((card) => card.title))).toEqual([["N0", "N1", "N2"], ["N3", "N4"]]);
    const cursor = encodeCursor({ kind: "keyset", publishedAt: daysAgo(1).toISOString(), id: "00000000-0000-4000-8000-000000000000" }, CURSOR_KEY, topicScope("ansa"));
    await expect(listPublisherArticles(testDb.db, { slug: "ansa", cursor }, CURSOR_KEY)).rejects.toBeInstanceOf(ValidationError);
  });
});
