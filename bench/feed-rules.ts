/**
 * bench/feed-rules: the sync cost of 20 rules per item (docs/decisions.md "Rules"). A feed of N items of real
 * Italian prose (the labelled set), with links and publisher categories, is parsed as a sync parses it (the
 * baseline, the ceiling the rules are compared with), then 20 mixed rules (words, phrases and regular
 * expressions over every field, drop, keep and set-category) are run over the same items as the sync runs
 * them (run-rules.ts, fields cut, regular expressions under their time limit). Both are timed in the same
 * run, alternately, median of the repeats; the ratio is the rules' share of the parse. The rules' one database read and
 * their tombstones are not counted here: one query per feed, whatever the rules.
 *
 *   npx tsx bench/feed-rules.ts [--items 500] [--repeats 15]
 */
import { parseArgs } from "node:util";
import { parseFeed } from "../src/feeds/parse/parse-feed.js";
import { withFacts } from "../src/feeds/pool/item-facts.js";
import { runRules, ruleTexts, type RunnableRule } from "../src/feeds/rules/run-rules.js";
import { loadLabelledSet } from "../tests/helpers/labelled-set.js";
import { percentile } from "./timing.js";

const { values } = parseArgs({ options: { items: { type: "string", default: "500" }, repeats: { type: "string", default: "15" } } });
const COUNT = Number(values.items);
const REPEATS = Number(values.repeats);

const escape = (text: string) => text.replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c]!);
const labelled = loadLabelledSet();
const sections = ["politica", "economia", "sport", "cronaca", "esteri", "cultura"];
const items = Array.from({ length: COUNT }, (_, i) => {
  const article = labelled[i % labelled.length]!;
  const section = sections[i % sections.length]!;
  return `<item><title>${escape(`${article.title} (${i})`)}</title><link>https://www.esempio.it/${section}/${i}-articolo.html</link>
<guid>id-${i}</guid><category>${section}</category><category>${escape(article.category)}</category>
<description><![CDATA[<p>${escape(article.text)}</p>]]></description><pubDate>${new Date(Date.UTC(2026, 10, 1, 0, i)).toUTCString()}</pubDate></item>`;
});
const FEED = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Esempio</title><link>https://www.esempio.it/</link><description>d</description>${items.join("\n")}</channel></rss>`;

let n = 0;
const rule = (action: RunnableRule["action"], field: RunnableRule["field"], match_kind: RunnableRule["match_kind"], pattern: string, category: RunnableRule["category"] = null): RunnableRule => ({
  id: `r${++n}`, action, field, match_kind, pattern, category,
});
/** Twenty rules as an admin might write them: seven words, seven phrases, six regular expressions, over every field. */
const RULES: RunnableRule[] = [
  rule("drop", "title", "words", "oroscopo"),
  rule("drop", "title", "words", "contenuto sponsorizzato"),
  rule("drop", "summary", "words", "offerta sconto"),
  rule("drop", "source", "words", "pubblicità"),
  rule("keep", "category", "words", "politica"),
  rule("keep", "title", "words", "governo"),
  rule("set_category", "title", "words", "serie", "sport"),
  rule("drop", "title", "phrase", "in collaborazione con"),
  rule("drop", "summary", "phrase", "articolo sponsorizzato da"),
  rule("keep", "summary", "phrase", "consiglio dei ministri"),
  rule("set_category", "category", "phrase", "esteri", "internazionale"),
  rule("set_category", "summary", "phrase", "intelligenza artificiale", "tecnologia"),
  rule("drop", "link", "phrase", "esempio it promo"),
  rule("keep", "category", "phrase", "economia"),
  rule("drop", "link", "regex", "/(promo|sponsor|adv)/"),
  rule("drop", "title", "regex", "^\\s*(video|foto|gallery)\\b"),
  rule("keep", "title", "regex", "\\b(juventus|inter|milan|napoli)\\b"),
  rule("set_category", "summary", "regex", "\\b(borsa|spread|pil)\\b", "economia"),
  rule("drop", "summary", "regex", "\\bcodice sconto\\s+[A-Z0-9]{4,}"),
  rule("set_category", "category", "regex", "^cronaca$", "cronaca"),
];

const now = new Date(Date.UTC(2026, 10, 30));
const parse = () => withFacts(parseFeed(FEED, "https://www.esempio.it/rss", now));
const parsed = parse();
const apply = () =>
  runRules(
    RULES,
    parsed.items.map((item) => ruleTexts({ title: item.title, summary: item.summary, link: item.facts.link ?? "", source: "Esempio", category: item.categories.join("\n") })),
  );

/** Both timed alternately in one loop, so a busy machine slows them alike; medians of the repeats. */
function medians(runs: Array<() => unknown>): number[] {
  runs.forEach((run) => run()); // warm-up: the first run compiles.
  const samples = runs.map(() => [] as number[]);
  for (let repeat = 0; repeat < REPEATS; repeat++) {
    runs.forEach((run, index) => {
      const started = performance.now();
      run();
      samples[index]!.push(performance.now() - started);
    });
  }
  return samples.map((times) => percentile(times, 50));
}

const [parseMs, rulesMs] = medians([parse, apply]) as [number, number];
const kept = apply().verdicts.filter((verdict) => verdict.keep).length;
console.log(`${parsed.items.length} items, ${RULES.length} rules (${kept} kept), median of ${REPEATS}`);
console.log(`parse the feed (ceiling):   ${parseMs.toFixed(1)} ms, ${((parseMs * 1000) / COUNT).toFixed(1)} us/item`);
console.log(`20 rules over its items:    ${rulesMs.toFixed(1)} ms, ${((rulesMs * 1000) / COUNT).toFixed(1)} us/item, ${((rulesMs * 1000) / COUNT / RULES.length).toFixed(2)} us/item/rule`);
console.log(`ratio rules / parse:        ${((rulesMs / parseMs) * 100).toFixed(1)} %`);
