/**
 * Measures the local analyzer's sentiment on the hand-labelled sets: the
 * held-out set (never tuned on), the tuning set, both split into tweet-style
 * and news-style items, and the 132 labelled articles. Prints accuracy,
 * macro-F1, how often neutral is chosen, and the accuracy of the more and
 * less confident halves; --misses lists the tuning set's errors
 * (never the held-out set's: reading them would be tuning on it).
 *
 *   npm run accuracy:sentiment [-- --misses] [-- --no-raw] [-- --lexicon-only]
 *
 * --no-raw reads tokens only (no emoji or emoticons); --lexicon-only reads
 * with the polarity lexicon alone, as the analyzer did before the model.
 */
import {
  classifyItems,
  loadArticleSentiments,
  loadSentimentSet,
  scoreCalls,
  type SentimentCall,
  type SentimentItem,
} from "../tests/helpers/sentiment-set.js";

const raw = !process.argv.includes("--no-raw");
const lexiconOnly = process.argv.includes("--lexicon-only");
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
    console.log(
      `${name.padEnd(9)} ${group.padEnd(5)} n=${String(s.total).padStart(3)}  macro-F1 ${s.macroF1.toFixed(3)}  accuracy ${percent(s.accuracy)}` +
        `  neutral ${percent(s.neutralShare)}  confident half ${percent(s.confidentHalf)}  unsure half ${percent(s.unsureHalf)}` +
        `  mean confidence ${percent(s.meanConfidence)}`,
    );
  }
  return calls;
}

const started = performance.now();
report("held-out", loadSentimentSet("held-out"));
const tuning = report("tuning", loadSentimentSet("tuning"));
report("articles", loadArticleSentiments());
console.log(`(${lexiconOnly ? "lexicon only" : "model and lexicon"}, ${raw ? "with" : "without"} the raw text; ${(performance.now() - started).toFixed(0)} ms)`);
if (process.argv.includes("--misses")) {
  for (const call of tuning.filter((one) => one.got !== one.item.sentiment)) {
    console.log(`  ${call.item.id} expected ${call.item.sentiment}, got ${call.got} (${call.confidence.toFixed(2)}): ${call.item.title} ${call.item.text}`);
  }
}
