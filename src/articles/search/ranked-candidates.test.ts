import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { listPublicArticles } from "../public-listing.js";

const testDb = useTestDatabase();
const CURSOR_KEY = randomBytes(32);
const T0 = Date.parse("2026-11-20T08:00:00Z");

/** Every result of a search, page after page, as "Carica altre notizie" reads them. */
async function allResults(search: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listPublicArticles(testDb.db, { search, limit: 50, ...(cursor ? { cursor } : {}) }, CURSOR_KEY);
    ids.push(...page.articles.map((article) => article.id));
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return ids;
}

/**
 * The ranked tier takes the stems' newest matches only while the words as
 * typed match fewer than 200 (docs/decisions.md#search-ranking): either way
 * a reader sees the newest 200 words as typed first, then the rest newest
 * first, none lost.
 */
describe("a search whose words as typed match more than the ranked tier holds", () => {
  it.each([199, 205])("lists the exact matches (%i) first, up to 200, then the newer article that only shares the stem", { timeout: 60_000 }, async (exact) => {
    const typed = await insertPublished(
      testDb.db,
      Array.from({ length: exact }, (_, i) => ({ title: `Sciopero dei treni numero ${i}`, published_at: new Date(T0 - (i + 1) * 60_000) })),
    );
    const [stemOnly] = await insertPublished(testDb.db, [{ title: "Scioperi in tutta la regione", published_at: new Date(T0) }]);
    const results = await allResults("sciopero");
    expect(results).toHaveLength(exact + 1);
    // The ranked tier's 200 words as typed, the newest first among equals; past them every match newest first.
    const ranked = Math.min(exact, 200);
    expect(new Set(results.slice(0, ranked))).toEqual(new Set(typed.slice(0, ranked)));
    expect(results[ranked]).toBe(stemOnly);
    expect(results.slice(ranked + 1)).toEqual(typed.slice(ranked));
  });
});
