import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { forgetDatabaseCaches } from "../../platform/database-caches.js";
import { placeBeforePublish } from "./publish-steps.js";
import { groupIntoStory } from "./group-article.js";
import { groupUngroupedArticles } from "./retry-grouping.js";
import { requiredSimilarity, storySimilarity } from "./story-match.js";
import { storyTerms } from "./story-terms.js";

const testDb = useTestDatabase();
const HOUR = 3_600_000;
const T0 = Date.parse("2026-11-21T03:00:00Z");

const QUAKE = {
  title: "Terremoto di magnitudo 4.6 a Borgo San Lio, crepe nelle case di Valdoria",
  content_summary: "La scossa delle 3.12 ha svegliato Valdoria: epicentro a Borgo San Lio secondo l'INGV, nessun ferito.",
};
const QUAKE_LATER = {
  title: "Borgo San Lio, dopo il terremoto di magnitudo 4.6 le scuole restano chiuse",
  content_summary: "I tecnici controllano gli edifici dopo la scossa delle 3.12 con epicentro a Borgo San Lio; a Valdoria crepe in diverse case.",
};
// Other news of the same days, so rarity means something.
const BACKGROUND = [
  { title: "Il consiglio comunale approva il bilancio 2027", content_summary: "Ventuno voti a favore, più fondi per scuole e autobus a Valdoria." },
  { title: "Maratona di Valdoria, record di iscritti", content_summary: "Al via in 9.500 domenica mattina nel centro di Valdoria." },
  { title: "Influenza in anticipo, ambulatori pieni", content_summary: "I pediatri segnalano sale d'attesa affollate e consigliano il vaccino." },
];

async function publishAt(row: { title: string; content_summary: string }, at: number, source = "Fonte"): Promise<string> {
  const [id] = await insertPublished(testDb.db, [{ ...row, source_name: source, published_at: new Date(at) }]);
  return id!;
}

const storyOf = async (id: string) => (await testDb.db.select({ story: articles.story_id }).from(articles).where(eq(articles.id, id)))[0]!.story;

describe("story terms and similarity", () => {
  it("reads stems, whole names and numbers of title and summary", () => {
    const terms = storyTerms("Terremoto a Borgo San Lio: scossa di magnitudo 4,6", "Le scosse sono state avvertite a Valdoria alle 3.12.");
    expect(terms).toEqual(expect.arrayContaining(["terremot", "scoss", "=borgo san lio", "=valdoria", "#4.6", "#3.12"]));
    expect(terms).not.toContain("sono");
  });

  it("reads a result as one number: a score, a run of set scores", () => {
    const terms = storyTerms("Il Lagoverde batte il Montalto 3–1", "Parziali 22-25, 25-20, 25-18, 25-21; domani la finale alle 17.30.");
    expect(terms).toEqual(expect.arrayContaining(["#3-1", "#22-25 25-20 25-18 25-21", "#17.30"]));
    expect(terms).not.toContain("#25");
  });

  it.each([
    [0, 0.18],
    [24 * HOUR, 0.58],
    [48 * HOUR, 0.98],
    [-48 * HOUR, 0.98],
    [49 * HOUR, Infinity],
  ])("needs more similarity the further apart two articles are: %d ms -> %d", (gap, needed) => {
    expect(requiredSimilarity(gap)).toBeCloseTo(needed, 6);
  });

  it("scores one event told twice well above two events that share a place every local article names", () => {
    const frequencies = { documents: 10, frequency: new Map([["valdori", 10], ["=valdoria", 10]]) };
    const same = storySimilarity(storyTerms(QUAKE.title, QUAKE.content_summary), storyTerms(QUAKE_LATER.title, QUAKE_LATER.content_summary), frequencies);
    const other = storySimilarity(storyTerms(QUAKE.title, QUAKE.content_summary), storyTerms(BACKGROUND[1]!.title, BACKGROUND[1]!.content_summary), frequencies);
    expect(same).toBeGreaterThan(0.4);
    expect(other).toBeLessThan(0.15);
  });
});

describe("grouping at publish time", () => {
  it("puts a late report in the first one's story, and leaves a lone article a story of its own", async () => {
    for (const [i, row] of BACKGROUND.entries()) await groupIntoStory(testDb.db, await publishAt(row, T0 - (i + 1) * HOUR));
    const first = await publishAt(QUAKE, T0, "Corriere di Valdoria");
    expect(await groupIntoStory(testDb.db, first)).toEqual({ storyId: first, joined: false });
    const late = await publishAt(QUAKE_LATER, T0 + 20 * HOUR, "Salute Oggi");
    expect(await groupIntoStory(testDb.db, late)).toEqual({ storyId: first, joined: true });
    expect(await storyOf(late)).toBe(first);
  });

  it("does not join an article three days older, however alike", async () => {
    for (const [i, row] of BACKGROUND.entries()) await groupIntoStory(testDb.db, await publishAt(row, T0 - (i + 1) * HOUR));
    const old = await publishAt(QUAKE, T0 - 72 * HOUR, "Corriere di Valdoria");
    await groupIntoStory(testDb.db, old);
    const now = await publishAt(QUAKE_LATER, T0, "Salute Oggi");
    expect(await groupIntoStory(testDb.db, now)).toEqual({ storyId: now, joined: false });
  });

  it("starts a story on an article published before stories existed when a new report joins it", async () => {
    const before = await publishAt(QUAKE, T0, "Corriere di Valdoria");
    // As migration 0021 left it: no story, no terms. The hourly job groups it (it is recent), then the new one joins.
    expect(await groupUngroupedArticles(testDb.db, new Date(T0 + HOUR))).toBe(1);
    const now = await publishAt(QUAKE_LATER, T0 + 2 * HOUR, "Salute Oggi");
    expect((await groupIntoStory(testDb.db, now))?.storyId).toBe(before);
  });

  it("merges two stories a new report shows to be one into the earlier, unless the later is too big to move", async () => {
    for (const [i, row] of BACKGROUND.entries()) await groupIntoStory(testDb.db, await publishAt(row, T0 - (i + 1) * HOUR));
    // Two reports stored apart, as two stories (grouped by processes that did not see each other).
    const storeApart = async (copies: number, at: number) => {
      const terms = storyTerms(QUAKE.title, QUAKE.content_summary);
      const ids = await insertPublished(testDb.db, Array.from({ length: copies }, () => ({ ...QUAKE, published_at: new Date(at), story_terms: terms })));
      await testDb.db.update(articles).set({ story_id: ids[0]! }).where(inArray(articles.id, ids));
      // Written behind this process's grouping, as another instance would: its window reads them again.
      forgetDatabaseCaches(testDb.db);
      return ids;
    };
    const [earlier] = await storeApart(1, T0);
    const later = await storeApart(2, T0 + HOUR);
    const bridge = await publishAt(QUAKE_LATER, T0 + 2 * HOUR, "Salute Oggi");
    expect(await groupIntoStory(testDb.db, bridge)).toEqual({ storyId: earlier, joined: true });
    for (const id of later) expect(await storyOf(id)).toBe(earlier);

    // Past 20 articles to move, nothing moves: the next report joins the earliest story only.
    const [small] = await storeApart(1, T0 + 10 * HOUR);
    const big = await storeApart(21, T0 + 11 * HOUR);
    const next = await publishAt(QUAKE_LATER, T0 + 12 * HOUR, "Salute Oggi");
    expect(await groupIntoStory(testDb.db, next)).toEqual({ storyId: earlier, joined: true });
    expect(await storyOf(small!)).toBe(small);
    for (const id of big) expect(await storyOf(id)).toBe(big[0]);
  });

  it("joins a story as the database has it now, though this process holds the recent articles in memory", async () => {
    for (const [i, row] of BACKGROUND.entries()) await groupIntoStory(testDb.db, await publishAt(row, T0 - (i + 1) * HOUR));
    const first = await publishAt(QUAKE, T0, "Corriere di Valdoria");
    await groupIntoStory(testDb.db, first);
    const second = await publishAt(QUAKE, T0 + HOUR, "Salute Oggi");
    expect((await groupIntoStory(testDb.db, second))?.storyId).toBe(first);
    // Another instance moves the second into another story and the first is deleted; this process is not told.
    const elsewhere = randomUUID();
    await testDb.db.update(articles).set({ story_id: elsewhere }).where(eq(articles.id, second));
    await testDb.db.delete(articles).where(eq(articles.id, first));
    const third = await publishAt(QUAKE_LATER, T0 + 2 * HOUR, "Gazzetta");
    expect(await groupIntoStory(testDb.db, third)).toEqual({ storyId: elsewhere, joined: true });
  });

  it("finds the story of an item published days before the recent articles it holds through the database", async () => {
    const old = await publishAt(QUAKE, T0 - 120 * HOUR, "Corriere di Valdoria");
    await groupIntoStory(testDb.db, old);
    for (const [i, row] of BACKGROUND.entries()) await groupIntoStory(testDb.db, await publishAt(row, T0 - (i + 1) * HOUR));
    // Read again (its ten minutes passed): it now holds the four days before the newest article, not the old one.
    forgetDatabaseCaches(testDb.db);
    await groupIntoStory(testDb.db, await publishAt(BACKGROUND[0]!, T0));
    const late = await publishAt(QUAKE_LATER, T0 - 118 * HOUR, "Salute Oggi");
    expect(await groupIntoStory(testDb.db, late)).toEqual({ storyId: old, joined: true });
  });

  it("leaves older ungrouped articles alone in the hourly retry, and never groups an unpublished one", async () => {
    const old = await publishAt(QUAKE, T0 - 72 * HOUR);
    expect(await groupUngroupedArticles(testDb.db, new Date(T0))).toBe(0);
    expect(await storyOf(old)).toBeNull();
    const [pending] = await insertPublished(testDb.db, [{ ...QUAKE, ai_processed: false, processing_status: "pending" }]);
    expect(await groupIntoStory(testDb.db, pending!)).toBeNull();
  });

  it("never fails the publish: a grouping error is logged, the article goes out without a story and the retry groups it", async () => {
    const id = await publishAt(QUAKE, T0);
    const lines: string[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => void lines.push(line) });
    const broken = new Proxy(testDb.db, {
      get: (target, key) => (key === "select" ? () => { throw new Error("connection lost"); } : Reflect.get(target, key)),
    }) as Database;
    const input = { id, title: QUAKE.title, summary: QUAKE.content_summary, published_at: new Date(T0) };
    await expect(placeBeforePublish(broken, input, logger)).resolves.toBeNull();
    expect(JSON.parse(lines[0]!)).toMatchObject({ source: "stories", article_id: id, msg: "could not group the article into a story" });
    expect(await storyOf(id)).toBeNull();
    expect(await groupUngroupedArticles(testDb.db, new Date(T0 + HOUR))).toBe(1);
    expect(await storyOf(id)).toBe(id);
  });
});
