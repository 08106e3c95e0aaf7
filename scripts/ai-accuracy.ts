/**
 * Measures the local analyzer on the hand-labelled Italian set
 * (tests/fixtures/ai-labelled): category and sentiment accuracy, per category,
 * and with --verbose every miss.
 *
 *   npm run accuracy [-- --verbose]
 */
import { evaluateLocalAnalyzer, loadLabelledSet } from "../tests/helpers/labelled-set.js";

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const items = loadLabelledSet();
const result = evaluateLocalAnalyzer(items);

console.log(`Labelled articles: ${result.total}`);
console.log(`Category accuracy:  ${percent(result.categoryAccuracy)} (target 80 %)`);
console.log(`Sentiment accuracy: ${percent(result.sentimentAccuracy)}`);
console.log("\nPer category:");
for (const [category, [hits, total]] of [...result.perCategory].sort()) console.log(`  ${category.padEnd(16)} ${hits}/${total}`);
if (process.argv.includes("--verbose")) {
  console.log("\nMisses:");
  for (const miss of result.misses) console.log(`  ${miss.id} ${miss.field}: expected ${miss.expected}, got ${miss.got} — ${miss.title}`);
}
