/**
 * bench/search-quality: the judged Italian queries of tests/fixtures/search
 * (README.md there) over their articles on a fresh embedded database (or
 * --postgres URL): precision at 1 and 5, MRR, nDCG@10 and the share of
 * queries where an article judged not relevant ranks above a relevant one,
 * for the tuning queries and the held-out ones. --verbose lists the top three
 * of each tuning query (never the held-out ones: they are not tuned on).
 *
 *   npx tsx bench/search-quality.ts [--postgres URL] [--verbose]
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { listPublicArticles } from "../src/articles/public-listing.js";
import { openDatabase } from "../src/db/client.js";
import { migrateAndSeed } from "../src/db/migrate.js";
import { evaluateSearch, loadJudgedSet, storeJudgedArticles, type SearchScores } from "../tests/helpers/search-judgements.js";

const { values } = parseArgs({ options: { postgres: { type: "string" }, verbose: { type: "boolean", default: false } } });
const handle = await openDatabase({ databaseUrl: values.postgres });
await migrateAndSeed(handle);
const { articles, queries } = loadJudgedSet();
const keyOf = await storeJudgedArticles(handle.db, articles, new Date());
const key = randomBytes(32);
const result = await evaluateSearch(queries, keyOf, async (search) => (await listPublicArticles(handle.db, { search, limit: 10 }, key)).articles.map((a) => a.id));

const line = (name: string, count: number, s: SearchScores) =>
  `${name.padEnd(9)} ${String(count).padStart(3)} queries: P@1 ${s.precisionAt1.toFixed(3)}, P@5 ${s.precisionAt5.toFixed(3)}, MRR ${s.mrr.toFixed(3)}, nDCG@10 ${s.ndcgAt10.toFixed(3)}, not-relevant-above-relevant ${(s.confusions * 100).toFixed(0)} %`;
console.log(`engine: ${handle.engine}; ${articles.length} articles`);
console.log(line("tuning", queries.filter((q) => q.set === "tuning").length, result.tuning));
console.log(line("held-out", queries.filter((q) => q.set === "held-out").length, result.heldOut));
if (values.verbose) {
  for (const { query, ranked, scores } of result.perQuery.filter((row) => row.query.set === "tuning")) {
    const marks = ranked.slice(0, 3).map((k) => `${query.relevant[k] ?? (query.not_relevant?.includes(k) ? "X" : "0")} ${k.slice(0, 45)}`);
    console.log(`${query.query.padEnd(34)} nDCG ${scores.ndcgAt10.toFixed(2)} | ${marks.join(" | ")}`);
  }
}
await handle.close();
