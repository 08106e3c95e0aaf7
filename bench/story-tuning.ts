/**
 * bench/story-tuning: story grouping on the labelled set's TUNING side only
 * (tests/fixtures/stories/README.md), the way story-pairs.test.ts judges it:
 * every labelled article published in date order on an in-memory PGlite,
 * grouped one by one (groupIntoStory), then the hourly job. Prints the tuning
 * precision and recall and the tuning pairs each way wrong, never a held-out
 * figure, pair or article: the held-out side is read once, by the test, when
 * tuning is over (docs/decisions.md#story-grouping).
 *
 *   npx tsx bench/story-tuning.ts [--quiet]
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../src/db/client.js";
import { migrateAndSeed } from "../src/db/migrate.js";
import { groupLabelledInDateOrder } from "../tests/fixtures/stories/group-labelled.js";
import { labelledArticles, labelledPairs, scorePairs } from "../tests/fixtures/stories/labelled-stories.js";

const { values } = parseArgs({ options: { quiet: { type: "boolean", default: false } } });
const NOW = new Date("2026-11-27T12:00:00Z");

const handle = await openDatabase({});
await migrateAndSeed(handle);
const storyOf = await groupLabelledInDateOrder(handle.db, NOW);

const tuning = scorePairs(storyOf, "tuning");
console.log(`tuning precision ${tuning.precision.toFixed(3)} recall ${tuning.recall.toFixed(3)} (${tuning.falsePositives} false pairs, ${tuning.falseNegatives} misses)`);
if (!values.quiet) {
  const byKey = new Map(labelledArticles.map((a) => [a.key, a]));
  const hours = (x: string, y: string) => (Math.abs(Date.parse(byKey.get(x)!.published_at) - Date.parse(byKey.get(y)!.published_at)) / 3_600_000).toFixed(1);
  for (const pair of labelledPairs.filter((p) => p.split === "tuning")) {
    const grouped = storyOf.get(pair.a) === storyOf.get(pair.b);
    if (grouped === pair.same) continue;
    console.log(`\n${pair.same ? "MISS" : "FALSE"} (${hours(pair.a, pair.b)} h)`);
    for (const key of [pair.a, pair.b]) console.log(`  [${byKey.get(key)!.event}] ${byKey.get(key)!.title}`);
  }
}
await handle.close();
