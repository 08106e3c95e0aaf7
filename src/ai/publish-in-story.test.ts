import { describe, expect, it } from "vitest";
import { insertPendingArticles } from "../../tests/helpers/article-rows.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { articles } from "../db/schema/index.js";
import { createAiFetch } from "./ai-fetch.js";
import { processOneArticle } from "./process-articles.js";

const testDb = useTestDatabase();
// The database may come from an earlier file: the term counts it cached there (the same helper's text, many

/** The story is found before the publish and stored by it (docs/decisions.md#story-grouping). */
describe("publishing through the queue", () => {
  it("publishes each article in its story: three reports of one event share one, stored with the publish", async () => {
    const deps = { db: testDb.db, aiFetch: createAiFetch({ allowPrivateNetwork: true }), timeoutMs: 2_000 };
    const ids = await insertPendingArticles(testDb.db, 3);
    for (const id of ids.toReversed()) await processOneArticle(deps, id);
    const stored = await testDb.db.select({ story_id: articles.story_id, terms: articles.story_terms }).from(articles);
    expect(new Set(stored.map((row) => row.story_id))).toEqual(new Set([ids[2]]));
    for (const row of stored) expect(row.terms).toEqual(expect.arrayContaining(["consigl", "bilanc"]));
  });
});
