/**
 * Measures the local analyzer on the hand-labelled Italian sets
 * (tests/fixtures/ai-labelled): the 132 articles (category and sentiment),
 * then the category tuning and held-out sets, per style, beside the weighted
 * lexicon alone; with --verbose the tuning set's confusions. The held-out
 * set's are not printed: it is only ever counted, never read to tune.
 *
 *   npm run accuracy [-- --verbose]
 */
import {
  analyzerCategory,
  labelledArticlesAsCategoryItems,
  lexiconCategory,
  loadCategorySet,
  scoreCategories,
  type CategoryItem,
  type CategoryScore,
} from "../tests/helpers/category-sets.js";
import { evaluateLocalAnalyzer, loadLabelledSet } from "../tests/helpers/labelled-set.js";

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const styles = (score: CategoryScore) =>
  [...score.perStyle].map(([style, { hits, total }]) => `${style} ${percent(hits / total)} (${hits}/${total})`).join(", ");

const items = loadLabelledSet();
const result = evaluateLocalAnalyzer(items);
console.log(`Labelled articles (set-a, set-b): ${result.total}`);
console.log(`  category ${percent(result.categoryAccuracy)}, sentiment ${percent(result.sentimentAccuracy)}`);

const sets: Array<[string, CategoryItem[]]> = [
  ["Category tuning set", loadCategorySet("tuning")],
  ["Category held-out set", loadCategorySet("held-out")],
  ["Set-a and set-b, category", labelledArticlesAsCategoryItems()],
];
for (const [name, set] of sets) {
  const model = scoreCategories(set, analyzerCategory);
  const lexicon = scoreCategories(set, lexiconCategory);
  console.log(`\n${name}: ${set.length} texts`);
  console.log(`  analyzer:     ${percent(model.accuracy)}  (${styles(model)})`);
  console.log(`  lexicon only: ${percent(lexicon.accuracy)}  (${styles(lexicon)})`);
  if (process.argv.includes("--verbose") && name === "Category tuning set") {
    for (const [confusion, count] of [...model.confusions].sort((a, b) => b[1] - a[1])) console.log(`    ${confusion}: ${count}`);
  }
}
