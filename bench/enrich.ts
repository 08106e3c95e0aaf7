/**
 * bench/enrich: the local analyzer over 1,000 stored articles (about 450
 * words each, Italian, from the labelled set), through the real queue: claim,
 * analyze, store. Prints articles per second against the goal (200/s) and
 * against a ceiling measured in the same run: the analyzer alone, no database.
 *
 *   npx tsx bench/enrich.ts [--articles 1000] [--postgres URL]
 */
import { parseArgs } from "node:util";
import { createAiFetch } from "../src/ai/ai-fetch.js";
import { loadCorpusStats } from "../src/ai/corpus.js";
import { analyzeArticleLocally } from "../src/ai/local/analyze-article.js";
import { processPendingArticles } from "../src/ai/process-articles.js";
import { openDatabase } from "../src/db/client.js";
import { migrateAndSeed } from "../src/db/migrate.js";
import { articles } from "../src/db/schema/index.js";
import { loadLabelledSet } from "../tests/helpers/labelled-set.js";

const { values } = parseArgs({ options: { articles: { type: "string", default: "1000" }, postgres: { type: "string" } } });
const COUNT = Number(values.articles);
const GOAL = 200;

const labelled = loadLabelledSet();

/** Three labelled texts per article, the first giving title and source: ~450 words of real Italian prose. */
const rows = Array.from({ length: COUNT }, (_, i) => {
  const [a, b, c] = [labelled[i % labelled.length]!, labelled[(i * 7 + 3) % labelled.length]!, labelled[(i * 13 + 5) % labelled.length]!];
  return {
    title: `${a.title} (${i})`,
    source_name: a.source_name,
    content_original: [a.text, b.text, c.text].join("\n\n"),
    source_url: `https://bench.example.it/${i}`,
    canonical_url: `https://bench.example.it/${i}`,
    published_at: new Date(Date.UTC(2026, 10, 20, 0, 0, i)),
  };
});

const handle = await openDatabase({ databaseUrl: values.postgres });
await migrateAndSeed(handle);
for (let i = 0; i < rows.length; i += 200) await handle.db.insert(articles).values(rows.slice(i, i + 200));

const stats = await loadCorpusStats(handle.db);
let started = performance.now();
for (const row of rows) analyzeArticleLocally({ title: row.title, source_name: row.source_name, text: row.content_original }, stats);
const ceiling = COUNT / ((performance.now() - started) / 1000);

started = performance.now();
const result = await processPendingArticles({ db: handle.db, aiFetch: createAiFetch({ allowPrivateNetwork: false }) }, COUNT);
const seconds = (performance.now() - started) / 1000;
const rate = result.processed / seconds;

console.log(`engine: ${handle.engine}, articles: ${COUNT}, processed: ${result.processed}, failed: ${result.failed}`);
console.log(`analyzer alone (ceiling): ${ceiling.toFixed(0)} articles/s`);
console.log(`queue (claim + analyze + store): ${rate.toFixed(0)} articles/s in ${seconds.toFixed(2)} s`);
console.log(`ratio to ceiling: ${((rate / ceiling) * 100).toFixed(0)} %`);
console.log(`goal ${GOAL}/s: ${rate >= GOAL ? "met" : "NOT met"} (${((rate / GOAL) * 100).toFixed(0)} % of goal)`);
await handle.close();
