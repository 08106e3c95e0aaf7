/**
 * Measures the local analyzer on the hand-labelled Italian sets
 * (tests/fixtures/ai-labelled): the 132 articles (category and sentiment),
 * then the category tuning, held-out and unseen-publishers sets, per style,
 * beside the weighted lexicon alone; then leave-one-publisher-out on the
 * training text (each source scored by a model trained on all the others).
 * With --verbose the tuning set's and the training text's confusions, with
 * --misses the training lines leave-one-publisher-out gets wrong. The
 * held-out sets' errors are never printed: they are only ever counted.
 *
 *   npm run accuracy [-- --verbose] [-- --misses]
 */
import {
  analyzerCategory,
  labelledArticlesAsCategoryItems,
  leaveOnePublisherOut,
  lexiconCategory,
  loadCategorySet,
  scoreCategories,
  type CategoryItem,
  type CategoryScore,
} from "../tests/helpers/category-sets.js";
import { evaluateLocalAnalyzer, loadLabelledSet } from "../tests/helpers/labelled-set.js";
import { trainingLines } from "../src/ai/local/category-model/base-model.js";

const verbose = process.argv.includes("--verbose");
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const tally = (hits: number, total: number) => `${percent(hits / total)} (${hits}/${total})`;
const styles = (score: CategoryScore) => [...score.perStyle].map(([style, { hits, total }]) => `${style} ${tally(hits, total)}`).join(", ");
const confusions = (score: CategoryScore) => {
  for (const [confusion, count] of [...score.confusions].sort((a, b) => b[1] - a[1])) console.log(`    ${confusion}: ${count}`);
};

const items = loadLabelledSet();
const result = evaluateLocalAnalyzer(items);
console.log(`Labelled articles (set-a, set-b): ${result.total}`);
console.log(`  category ${percent(result.categoryAccuracy)}, sentiment ${percent(result.sentimentAccuracy)}`);

const sets: Array<[string, CategoryItem[]]> = [
  ["Category tuning set", loadCategorySet("tuning")],
  ["Category held-out set", loadCategorySet("held-out")],
  ["Set-a and set-b, category", labelledArticlesAsCategoryItems()],
  ["Category held-out set of unseen publishers", loadCategorySet("unseen-publishers")],
];
for (const [name, set] of sets) {
  const model = scoreCategories(set, analyzerCategory);
  const lexicon = scoreCategories(set, lexiconCategory);
  console.log(`\n${name}: ${set.length} texts`);
  console.log(`  analyzer:     ${percent(model.accuracy)}  (${styles(model)})`);
  console.log(`  lexicon only: ${percent(lexicon.accuracy)}  (${styles(lexicon)})`);
  const publishers = [...new Set(set.flatMap((item) => (item.publisher ? [item.publisher] : [])))];
  for (const publisher of publishers) {
    const score = scoreCategories(set.filter((item) => item.publisher === publisher), analyzerCategory);
    console.log(`    ${publisher}: ${tally(Math.round(score.accuracy * score.total), score.total)}`);
  }
  if (verbose && name === "Category tuning set") confusions(model);
}

const lines = trainingLines();
const lopo = leaveOnePublisherOut(lines);
console.log(`\nLeave-one-publisher-out on the training text: ${lines.length} lines, ${lopo.perSource.size} sources`);
console.log(`  overall ${percent(lopo.overall.accuracy)} of the lines, ${percent(lopo.macro)} mean of the sources`);
for (const [source, score] of [...lopo.perSource].sort((a, b) => a[1].accuracy - b[1].accuracy)) {
  console.log(`    ${source}: ${tally(Math.round(score.accuracy * score.total), score.total)}`);
}
if (verbose) confusions(lopo.overall);
if (process.argv.includes("--misses")) {
  for (const { item, got } of lopo.misses) console.log(`  [${item.publisher}] ${item.category} -> ${got}: ${item.text}`);
}
