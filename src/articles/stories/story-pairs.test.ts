import { describe, expect, it } from "vitest";
import { labelledArticles, scorePairs } from "../../../tests/fixtures/stories/labelled-stories.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { groupLabelledInDateOrder } from "../../../tests/fixtures/stories/group-labelled.js";

const testDb = useTestDatabase();

/** When the articles were published on this site: the hourly story job's two hours look back from just after. */
const NOW = new Date("2026-11-27T12:00:00Z");

/**
 * What the pairs measured (docs/decisions.md#story-grouping), held so it does not fall: with the titles' event
 * kinds (event-kinds.ts), tuning 0.966 / 0.882 and held-out 0.878 / 0.878, the held-out precision still below
 * its goal of 0.95 (recall's goal is 0.85).
 */
const FLOOR = { tuning: { precision: 0.96, recall: 0.88 }, "held-out": { precision: 0.87, recall: 0.87 } };

describe("story grouping on the labelled pairs (tests/fixtures/stories/README.md)", () => {
  it(`keeps the measured precision and recall, the ${labelledArticles.length} articles grouped one by one in date order, then the hourly job`, { timeout: 120_000 }, async () => {
    const storyOf = await groupLabelledInDateOrder(testDb.db, NOW);

    const tuning = scorePairs(storyOf, "tuning");
    const heldOut = scorePairs(storyOf, "held-out");
    console.log(`story pairs: tuning precision ${tuning.precision.toFixed(3)} recall ${tuning.recall.toFixed(3)}`);
    console.log(`story pairs: held-out precision ${heldOut.precision.toFixed(3)} recall ${heldOut.recall.toFixed(3)}`);
    expect(heldOut.precision).toBeGreaterThanOrEqual(FLOOR["held-out"].precision);
    expect(heldOut.recall).toBeGreaterThanOrEqual(FLOOR["held-out"].recall);
    expect(tuning.precision).toBeGreaterThanOrEqual(FLOOR.tuning.precision);
    expect(tuning.recall).toBeGreaterThanOrEqual(FLOOR.tuning.recall);
    // The demo's event, five publishers: one story ("Altre 4 fonti").
    const quake = labelledArticles.filter((a) => a.event === "terremoto-borgo-san-lio").map((a) => storyOf.get(a.key));
    expect(quake).toHaveLength(5);
    expect(new Set(quake).size).toBe(1);
  });
});
