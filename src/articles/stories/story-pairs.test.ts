import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { articles } from "../../db/schema/index.js";
import { groupIntoStory } from "./group-article.js";
import { forgetTermFrequencies } from "./term-frequencies.js";
import { forgetRecentWindow } from "./recent-window.js";

/** The labelled set (tests/fixtures/stories/README.md): articles and the pairs a reader judged same story or not. */
const fixtures = new URL("../../../tests/fixtures/stories/", import.meta.url);
const labelled = JSON.parse(readFileSync(new URL("articles.json", fixtures), "utf8")) as Array<{ key: string; source: string; published_at: string; event: string; title: string; summary: string }>;
const pairs = JSON.parse(readFileSync(new URL("pairs.json", fixtures), "utf8")) as Array<{ a: string; b: string; same: boolean; split: "tuning" | "held-out" }>;

const testDb = useTestDatabase();
// Each test starts from an empty table: frequencies cached by an earlier test would weigh its terms.
beforeEach(() => {
  forgetTermFrequencies(testDb.db);
  forgetRecentWindow(testDb.db);
});

/** Precision and recall of "grouped into one story" over one split's pairs. */
function score(storyOf: Map<string, string>, split: string) {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  for (const pair of pairs.filter((p) => p.split === split)) {
    const grouped = storyOf.get(pair.a) === storyOf.get(pair.b);
    if (grouped && pair.same) truePositives++;
    else if (grouped) falsePositives++;
    else if (pair.same) falseNegatives++;
  }
  return { precision: truePositives / (truePositives + falsePositives), recall: truePositives / (truePositives + falseNegatives) };
}

describe("story grouping on the labelled pairs", () => {
  it("holds precision ≥ 0.95 and recall ≥ 0.8 on the held-out pairs, publishing the 154 articles one by one in date order", { timeout: 120_000 }, async () => {
    const inOrder = [...labelled].sort((x, y) => Date.parse(x.published_at) - Date.parse(y.published_at));
    const stored = await testDb.db
      .insert(articles)
      .values(
        inOrder.map((a) => ({
          title: a.title,
          content_summary: a.summary,
          source_name: a.source,
          source_url: `https://stories.example/${a.key}`,
          canonical_url: `https://stories.example/${a.key}`,
          published_at: new Date(a.published_at),
          ai_processed: true,
          processing_status: "completed",
        })),
      )
      .returning({ id: articles.id, canonical_url: articles.canonical_url });
    const idOf = new Map(stored.map((row) => [row.canonical_url.replace("https://stories.example/", ""), row.id]));
    for (const a of inOrder) await groupIntoStory(testDb.db, idOf.get(a.key)!);
    // Read at the end: a later report may have merged two stories.
    const rows = await testDb.db.select({ id: articles.id, story: articles.story_id }).from(articles);
    const storyById = new Map(rows.map((row) => [row.id, row.story!]));
    const storyOf = new Map(inOrder.map((a) => [a.key, storyById.get(idOf.get(a.key)!)!]));

    const tuning = score(storyOf, "tuning");
    const heldOut = score(storyOf, "held-out");
    console.log(`story pairs: tuning precision ${tuning.precision.toFixed(3)} recall ${tuning.recall.toFixed(3)}; held-out precision ${heldOut.precision.toFixed(3)} recall ${heldOut.recall.toFixed(3)}`);
    expect(heldOut.precision).toBeGreaterThanOrEqual(0.95);
    expect(heldOut.recall).toBeGreaterThanOrEqual(0.8);
    expect(tuning.precision).toBeGreaterThanOrEqual(0.95);
    expect(tuning.recall).toBeGreaterThanOrEqual(0.8);
    // The demo's event, five publishers: one story ("Altre 4 fonti").
    const quake = labelled.filter((a) => a.event === "terremoto-borgo-san-lio").map((a) => storyOf.get(a.key));
    expect(quake).toHaveLength(5);
    expect(new Set(quake).size).toBe(1);
  });
});
