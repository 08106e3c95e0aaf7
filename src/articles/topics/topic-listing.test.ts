import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { articles } from "../../db/schema/index.js";
import { ValidationError } from "../../platform/errors.js";
import { encodeCursor } from "../listing-cursor.js";
import { topicLabel } from "./topic-label.js";
import { listTopicArticles, topicScope } from "./topic-listing.js";

const testDb = useTestDatabase();
const CURSOR_KEY = randomBytes(32);
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
const titles = (listing: Awaited<ReturnType<typeof listTopicArticles>>) => listing?.page.articles.map((card) => card.title);

describe("listTopicArticles", () => {
  it("lists the published articles whose tags or keywords read as the slug, newest first, named as they write it", async () => {
    await insertPublished(testDb.db, [
      { title: "Scossa a Pozzuoli", tags: ["Campi Flegrei"], published_at: at(3) },
      { title: "Bradisismo", keywords: ["campi flegrei", "bradisismo"], published_at: at(2) },
      { title: "Evacuazione", keywords: ["Campi Flegrei"], published_at: at(1) },
      { title: "Altro", keywords: ["Napoli"], published_at: at(4) },
      { title: "In attesa", keywords: ["Campi Flegrei"], ai_processed: false, processing_status: "pending", published_at: at(5) },
    ]);
    const listing = await listTopicArticles(testDb.db, { slug: "campi-flegrei" }, CURSOR_KEY);
    expect(titles(listing)).toEqual(["Scossa a Pozzuoli", "Bradisismo", "Evacuazione"]);
    expect(listing).toMatchObject({ slug: "campi-flegrei", label: "Campi Flegrei", page: { next_cursor: null, lead: null } });
  });

  it("is null for a slug nothing published carries, or one toSlug would not write", async () => {
    await insertPublished(testDb.db, [{ keywords: ["Napoli"], published_at: at(1) }]);
    await insertPublished(testDb.db, [{ keywords: ["Segreto"], ai_processed: false, processing_status: "failed" }]);
    for (const slug of ["roma", "segreto", "Napoli", "napoli--", "", "a".repeat(200)]) {
      expect(await listTopicArticles(testDb.db, { slug }, CURSOR_KEY), slug).toBeNull();
    }
    expect(await listTopicArticles(testDb.db, { slug: "napoli" }, CURSOR_KEY)).not.toBeNull();
  });

  it("shows one card per story: the newest of the story's articles that carry the topic", async () => {
    const [first] = await insertPublished(testDb.db, [{ title: "Prima fonte", keywords: ["Etna"], published_at: at(1) }]);
    await testDb.db.update(articles).set({ story_id: first! }).where(eq(articles.id, first!));
    await insertPublished(testDb.db, [
      { title: "Seconda fonte", keywords: ["Etna"], story_id: first!, published_at: at(2), source_name: "Altra" },
      // The story's newest report leaves the topic out: the story keeps its card here, as its newest report on the topic.
      { title: "Terza fonte senza tag", keywords: ["Catania"], story_id: first!, published_at: at(3), source_name: "Terza" },
      { title: "Storia a sé", keywords: ["etna"], published_at: at(0) },
    ]);
    const listing = await listTopicArticles(testDb.db, { slug: "etna" }, CURSOR_KEY);
    expect(titles(listing)).toEqual(["Seconda fonte", "Storia a sé"]);
    // Each card still names its story's other sources.
    expect(listing!.page.articles[0]!.story_sources.map((source) => source.source_name).sort()).toEqual(["Fonte di prova", "Terza"]);
  });

  it("pages by keyset: no card twice, none skipped, and a cursor of another listing is refused", async () => {
    await insertPublished(
      testDb.db,
      Array.from({ length: 7 }, (_, index) => ({ title: `Notizia ${index}`, keywords: ["Sanremo"], published_at: at(index) })),
    );
    const first = await listTopicArticles(testDb.db, { slug: "sanremo", limit: 3 }, CURSOR_KEY);
    const second = await listTopicArticles(testDb.db, { slug: "sanremo", limit: 3, cursor: first!.page.next_cursor! }, CURSOR_KEY);
    const third = await listTopicArticles(testDb.db, { slug: "sanremo", limit: 3, cursor: second!.page.next_cursor! }, CURSOR_KEY);
    expect([titles(first), titles(second), titles(third)]).toEqual([
      ["Notizia 6", "Notizia 5", "Notizia 4"],
      ["Notizia 3", "Notizia 2", "Notizia 1"],
      ["Notizia 0"],
    ]);
    expect(third!.page.next_cursor).toBeNull();
    // A cursor of another topic, of the home or of a category reads as forged.
    const cursor = { kind: "keyset" as const, publishedAt: at(3).toISOString(), id: "00000000-0000-4000-8000-000000000000" };
    for (const scope of [topicScope("roma"), { search: undefined, category: undefined }, { search: undefined, category: "sport" }]) {
      await expect(listTopicArticles(testDb.db, { slug: "sanremo", cursor: encodeCursor(cursor, CURSOR_KEY, scope) }, CURSOR_KEY)).rejects.toBeInstanceOf(ValidationError);
    }
  });
});

describe("topicLabel", () => {
  it.each([
    ["the form written most often", [["campi flegrei"], ["Campi Flegrei"], ["Campi Flegrei"]], "Campi Flegrei"],
    ["the newest on a tie", [["Campi flegrei"], ["Campi Flegrei"]], "Campi flegrei"],
    ["spacing as one", [["  Campi   Flegrei "]], "Campi Flegrei"],
    ["none when nothing reads as the slug", [["Napoli"]], null],
  ])("%s", (_case, keywords, label) => {
    expect(topicLabel("campi-flegrei", keywords.map((words) => ({ keywords: words, tags: [] })))).toBe(label);
  });
});
