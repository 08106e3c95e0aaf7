import { describe, expect, it } from "vitest";
import { labelledArticles, scorePairs } from "../../../tests/fixtures/stories/labelled-stories.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { groupLabelledInDateOrder } from "../../../tests/fixtures/stories/group-labelled.js";

const testDb = useTestDatabase();

/** When the articles were published on this site: the hourly story job's two hours look back from just after. */
const NOW = new Date("2026-11-27T12:00:00Z");

/**
 * What the pairs measured (docs/decisions.md#story-grouping), held so it does not fall: with the titles' marks
 * (the days they name, whom they quote), institutions' other names and an hourly pass that compares each article with
 * its candidates alone, tuning 0.959 / 0.680 (the third writer's reports told in other registers read 1.000 / 0.233
 * alone); on the held-out set written in issue 26's fourth pass, 0.957 / 0.770: precision meets its goal of 0.95,
 * recall is below its 0.85.
 */
const FLOOR = { tuning: { precision: 0.95, recall: 0.67 }, "held-out": { precision: 0.95, recall: 0.77 } };

describe("story grouping on the labelled pairs (tests/fixtures/stories/README.md)", () => {
  it(`keeps the measured precision and recall, the ${labelledArticles.length} articles grouped one by one in date order, then the hourly job`, { timeout: 300_000 }, async () => {
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
