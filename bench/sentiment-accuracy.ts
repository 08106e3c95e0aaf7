/**
 * Measures the local analyzer's sentiment on the hand-labelled sets of
 * tests/fixtures/sentiment-labelled: the two held-out sets (never tuned on),
 * the two tuning sets, the old ones split into tweet-style and news-style
 * items, and the 132 labelled articles. Prints macro-F1 and each class's F1,
 * accuracy, how often neutral is chosen, and the accuracy of the more and
 * less confident halves; --misses lists the tuning sets' errors (never the
 * held-out sets': reading them would be tuning on them); --tuning leaves the
 * held-out sets out, for working sessions; --feeds prints the share of each
 * sentiment per category on the corpus feeds (tests/fixtures/feeds/it and demo/feeds).
 *
 *   npm run accuracy:sentiment [-- --misses] [-- --tuning] [-- --feeds] [-- --no-raw] [-- --lexicon-only]
 *
 * --no-raw reads tokens only (no emoji or emoticons); --lexicon-only reads
 * with the polarity lexicon alone, as the analyzer did before the model.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { paragraphsAsSentences } from "../src/ai/article-text.js";
import { analyzeArticleLocally } from "../src/ai/local/analyze-article.js";
import { extractArticle } from "../src/feeds/extract/extract-article.js";
import { parseFeed } from "../src/feeds/parse/parse-feed.js";
import { SENTIMENTS, type Sentiment } from "../src/shared/constants.js";
import {
  classifyItems,
  loadArticleSentiments,
  loadSentimentSet,
  scoreCalls,
  type SentimentCall,
  type SentimentItem,
  type SentimentSetName,
} from "../tests/helpers/sentiment-set.js";

const raw = !process.argv.includes("--no-raw");
const lexiconOnly = process.argv.includes("--lexicon-only");
const tuningOnly = process.argv.includes("--tuning");
const percent = (value: number) => `${(value * 100).toFixed(1).padStart(5)} %`;

function report(name: string, items: readonly SentimentItem[]): SentimentCall[] {
  const calls = classifyItems(items, { raw, lexiconOnly });
  const groups: Array<[string, SentimentCall[]]> = [["all", calls]];
  for (const style of ["tweet", "news"] as const) {
    const some = calls.filter((call) => call.item.style === style);
    if (some.length && some.length < calls.length) groups.push([style, some]);
  }
  for (const [group, list] of groups) {
    const s = scoreCalls(list);
    const f1 = SENTIMENTS.map((label) => `${label.slice(0, 3)} ${s.f1[label].toFixed(2)}`).join(" ");
    console.log(
      `${name.padEnd(13)} ${group.padEnd(5)} n=${String(s.total).padStart(3)}  macro-F1 ${s.macroF1.toFixed(3)} (${f1})  accuracy ${percent(s.accuracy)}` +
        `  neutral ${percent(s.neutralShare)}  confident half ${percent(s.confidentHalf)}  unsure half ${percent(s.unsureHalf)}` +
        `  mean confidence ${percent(s.meanConfidence)}`,
    );
  }
  return calls;
}

const started = performance.now();
const sets: SentimentSetName[] = tuningOnly ? ["tuning", "news-tuning"] : ["held-out", "tuning", "news-held-out", "news-tuning"];
const misses: SentimentCall[] = [];
for (const name of sets) {
  const calls = report(name, loadSentimentSet(name));
  if (!name.includes("held-out")) misses.push(...calls.filter((call) => call.got !== call.item.sentiment));
}
report("articles", loadArticleSentiments());
console.log(`(${lexiconOnly ? "lexicon only" : "model and lexicon"}, ${raw ? "with" : "without"} the raw text; ${(performance.now() - started).toFixed(0)} ms)`);
if (process.argv.includes("--misses")) {
  for (const call of misses) {
    console.log(`  ${call.item.id} expected ${call.item.sentiment}, got ${call.got} (${call.confidence.toFixed(2)}): ${call.item.title} ${call.item.text}`);
  }
}
if (process.argv.includes("--feeds")) feedShares();

/**
 * The analyzer over every item of the corpus feeds, as the sync stores them: the feed's text, or the demo
 * page's when the feed has only an excerpt; prints each category's count and share of each sentiment.
 */
function feedShares(): void {
  const counts = new Map<string, Record<Sentiment, number>>();
  const count = (category: string, sentiment: Sentiment) => {
    const row = counts.get(category) ?? { positivo: 0, neutrale: 0, negativo: 0 };
    row[sentiment]++;
    counts.set(category, row);
  };
  const folders = [new URL("../tests/fixtures/feeds/it/", import.meta.url), new URL("../demo/feeds/", import.meta.url)];
  for (const folder of folders) {
    for (const file of readdirSync(folder)) {
      const text = readFileSync(new URL(file, folder), "utf8").replaceAll("{{BASE}}", "http://demo.local");
      const feed = parseFeed(text, `http://demo.local/feeds/${file}`);
      for (const item of feed.items) {
        const answer = analyzeArticleLocally(
          { title: item.title, source_name: feed.title, text: pageText(item.link) ?? item.summary, signals: { itemCategories: item.categories, url: item.link, feedName: feed.title, defaultCategory: null } },
          { documents: 0, documentFrequency: new Map() },
        );
        count(answer.category, answer.sentiment);
        count("(all)", answer.sentiment);
      }
    }
  }
  for (const [category, row] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    const total = row.positivo + row.neutrale + row.negativo;
    console.log(`feeds ${category.padEnd(13)} n=${String(total).padStart(3)}  ${SENTIMENTS.map((label) => `${label} ${percent(row[label] / total)}`).join("  ")}`);
  }
}

// A demo feed's excerpt links to its page under demo/pages (tracking parameters and all), which the sync would
// read; analyzers read its paragraphs as sentences, as they read a stored article.
function pageText(link: string | null): string | null {
  const path = link?.match(/^http:\/\/demo\.local\/(pages\/[^?#]+\.html)(?:[?#].*)?$/)?.[1];
  const file = path ? new URL(`../demo/${path}`, import.meta.url) : null;
  if (!file || !existsSync(file) || path!.endsWith("index.html")) return null;
  const text = extractArticle(readFileSync(file, "utf8"), link!)?.text;
  return text ? paragraphsAsSentences(text) : null;
}
