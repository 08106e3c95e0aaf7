/**
 * bench/stories: story grouping at publish time over 100,000 published,
 * grouped articles (one a minute, so ~2,900 in each 48-hour window). Each of
 * 200 new articles is claimed, placed in its story (placeInStory), published
 * with it (publishEnrichment: the publish cost) and its story settled
 * (settleStory: merges), and each 20 (the AI queue's claim) settled together
 * (settleBatch), as the pipeline does; grouping and publish are timed apart
 * in the same run: grouping's cost per article (the batch's settling shared
 * among its 20) is printed beside the publish's, as a ratio, and against the
 * publish budget of bench:enrich (200 articles/s, 5 ms each). Then the hourly
 * job's settling of the last two hours (the 200), and the plain home listing
 * (one card per story, lead story, other sources) beside the bare keyset
 * query it was before stories.
 *
 * The stored articles repeat ~130 titles. `--seed grouped` (the default)
 * stores them as grouping leaves them: the same title within a 48-hour span
 * is one story. `--seed apart` stores each as a story of its own, so every
 * new article merges the ~20 stories it matches: the worst case.
 *
 *   npx tsx bench/stories.ts [--articles 100000] [--new 200] [--seed grouped|apart] [--postgres URL] [--data-dir DIR]
 */
import { randomBytes, randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { desc } from "drizzle-orm";
import { claimArticle, isPublished, publishEnrichment } from "../src/articles/lifecycle/index.js";
import { publicCardColumns } from "../src/articles/public-card-columns.js";
import { listPublicArticles } from "../src/articles/public-listing.js";
import { placeInStory, settleStory, type StoryPlacement } from "../src/articles/stories/place-in-story.js";
import { storyTerms } from "../src/articles/stories/story-terms.js";
import { loadRecentWindow } from "../src/articles/stories/recent-window.js";
import { settleBatch, settleRecentStories } from "../src/articles/stories/settle-stories.js";
import { loadTermFrequencies } from "../src/articles/stories/term-frequencies.js";
import { openDatabase } from "../src/db/client.js";
import { migrateAndSeed } from "../src/db/migrate.js";
import { articles } from "../src/db/schema/index.js";
import { vacuumAndAnalyze } from "../src/db/vacuum-and-analyze.js";
import type { AiAnswer } from "../src/shared/ai.js";
import { loadLabelledSet } from "../tests/helpers/labelled-set.js";
import { publishedRow, storeArticles } from "./labelled-rows.js";
import { formatMs, measure, percentile } from "./timing.js";

const { values } = parseArgs({
  options: { articles: { type: "string", default: "100000" }, new: { type: "string", default: "200" }, seed: { type: "string", default: "grouped" }, postgres: { type: "string" }, "data-dir": { type: "string" } },
});
const COUNT = Number(values.articles);
const NEW = Number(values.new);
const BUDGET_MS = 1000 / 200;
const CURSOR_KEY = randomBytes(32);

const handle = await openDatabase({ databaseUrl: values.postgres, pgliteDir: values["data-dir"] });
await migrateAndSeed(handle);
const loadStarted = performance.now();
// Stored with their terms, in stories as --seed says (a kept --data-dir keeps the seed it was made with).
const storyOfTitle = new Map<string, string>();
const added = await storeArticles(handle.db, COUNT, (i) => {
  const row = publishedRow(i);
  const id = randomUUID();
  const key = `${row.title.replace(/ \(\d+\)$/, "")}|${Math.floor(i / 2_880)}`;
  const story = values.seed === "apart" ? id : (storyOfTitle.get(key) ?? (storyOfTitle.set(key, id), id));
  return { ...row, id, story_id: story, story_terms: storyTerms(row.title, row.content_summary ?? null) };
});
if (added > 0) await vacuumAndAnalyze(handle.db);
console.log(`engine: ${handle.engine}; ${COUNT} published, grouped articles, seed ${values.seed} (${added} stored in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s)`);

// New reports of the labelled set's articles, a minute apart after the newest stored: the first of each text starts a story, a repeat may join it.
const labelled = loadLabelledSet();
const newest = Date.UTC(2026, 10, 20);
const fresh = Array.from({ length: NEW }, (_, k) => {
  const base = labelled[k % labelled.length]!;
  const summary = base.text.split(/(?<=[.!?])\s+/).slice(0, 3).join(" ");
  return { id: randomUUID(), title: base.title, summary, source_name: `Fonte ${k}`, url: `https://bench.example.it/new/${randomUUID()}`, published_at: new Date(newest + (k + 1) * 60_000) };
});
await handle.db.insert(articles).values(fresh.map((a) => ({ id: a.id, title: a.title, source_name: a.source_name, source_url: a.url, canonical_url: a.url, published_at: a.published_at })));

// Warm-up: the name finder's lexicon, the term frequencies and the recent window load with the first article
// (the window again every ten minutes): timed apart.
storyTerms("Riscaldamento", "Una frase di prova a Roma.");
const windowLoad = await measure(async () => void (await loadRecentWindow(handle.db)));
await loadTermFrequencies(handle.db);
const publishTimes: number[] = [];
const groupTimes: number[] = [];
const settleTimes: number[] = [];
/** The AI queue's claim: its articles' stories are settled together once they are published. */
const CLAIM = 20;
let joined = 0;
for (const [index, article] of fresh.entries()) {
  const now = new Date();
  let placement: StoryPlacement | undefined;
  const answer: AiAnswer = { summary: article.summary, category: "cronaca", sentiment: "neutrale", keywords: [], tags: [], confidence: 0.9 };
  const input = { id: article.id, title: article.title, summary: article.summary, published_at: article.published_at };
  let grouping = await measure(async () => void (placement = await placeInStory(handle.db, input)));
  publishTimes.push(
    await measure(async () => {
      await claimArticle(handle.db, article.id, now);
      await publishEnrichment(handle.db, article.id, answer, "locale", now, placement);
    }),
  );
  grouping += await measure(async () => void (await settleStory(handle.db, article.id, placement!)));
  groupTimes.push(grouping);
  if (placement!.storyId !== article.id) joined++;
  if ((index + 1) % CLAIM === 0) {
    const claim = fresh.slice(index + 1 - CLAIM, index + 1).map((a) => a.id);
    const settling = await measure(async () => void (await settleBatch(handle.db, claim)));
    settleTimes.push(settling);
    for (let k = groupTimes.length - CLAIM; k < groupTimes.length; k++) groupTimes[k]! += settling / CLAIM;
  }
}
const mean = (samples: number[]) => samples.reduce((sum, x) => sum + x, 0) / samples.length;
const [publish, group] = [mean(publishTimes), mean(groupTimes)];
console.log(`publish (claim + publishEnrichment), per article: mean ${formatMs(publish)}, median ${formatMs(percentile(publishTimes, 50))}, p95 ${formatMs(percentile(publishTimes, 95))}`);
console.log(`grouping (placeInStory + settleStory), per article: mean ${formatMs(group)}, median ${formatMs(percentile(groupTimes, 50))}, p95 ${formatMs(percentile(groupTimes, 95))}`);
console.log(`ratio of grouping to publish: ${(group / publish).toFixed(2)}x; publish + grouping ${formatMs(publish + group)} of the ${formatMs(BUDGET_MS)} budget (${(((publish + group) / BUDGET_MS) * 100).toFixed(0)} %)`);
console.log(`${joined} of ${NEW} new articles joined a story; reading the recent window (once per ten minutes) ${formatMs(windowLoad)}`);
console.log(`settling a claim of ${CLAIM} (included above): mean ${formatMs(mean(settleTimes))}, median ${formatMs(percentile(settleTimes, 50))}`);
const hourly = await measure(async () => void (await settleRecentStories(handle.db, new Date())));
console.log(`the hourly job's settling of the last two hours (${NEW} articles, window and term counts read afresh): ${formatMs(hourly)}`);

// The home listing with stories beside the bare keyset page it was before them (the ceiling), after the
// vacuum and statistics the hourly job (PGlite) or autovacuum would have given the new rows.
await vacuumAndAnalyze(handle.db);
const bare = () => handle.db.select(publicCardColumns).from(articles).where(isPublished).orderBy(desc(articles.published_at), desc(articles.id)).limit(51);
const firstPage = () => listPublicArticles(handle.db, {}, CURSOR_KEY);
const second = (await firstPage()).next_cursor!;
const secondPage = () => listPublicArticles(handle.db, { cursor: second }, CURSOR_KEY);
for (let i = 0; i < 5; i++) for (const run of [bare, firstPage, secondPage]) await run();
const times = { bare: [] as number[], first: [] as number[], second: [] as number[] };
for (let round = 0; round < 50; round++) {
  times.bare.push(await measure(bare));
  times.first.push(await measure(firstPage));
  times.second.push(await measure(secondPage));
}
const line = (name: string, samples: number[]) => `${name}: median ${formatMs(percentile(samples, 50))}, p95 ${formatMs(percentile(samples, 95))}`;
console.log(line("bare keyset page (ceiling)", times.bare));
console.log(`${line("home first page (stories, lead, other sources)", times.first)}: ${(percentile(times.first, 50) / percentile(times.bare, 50)).toFixed(1)}x the ceiling`);
console.log(`${line("home second page", times.second)}: ${(percentile(times.second, 50) / percentile(times.bare, 50)).toFixed(1)}x the ceiling`);
await handle.close();
