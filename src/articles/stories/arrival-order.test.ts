import { describe, expect, it } from "vitest";
import { labelledArticles, partition, scorePairs, type LabelledStoryArticle } from "../../../tests/fixtures/stories/labelled-stories.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { createAiFetch } from "../../ai/ai-fetch.js";
import { forgetCorpusStats, loadCorpusStats } from "../../ai/corpus.js";
import { processPendingArticles } from "../../ai/process-articles.js";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { forgetDatabaseCaches } from "../../platform/database-caches.js";
import { groupUngroupedArticles } from "./retry-grouping.js";

/**
 * Stories must not depend on how the articles arrived (docs/decisions.md#story-grouping):
 * the labelled set's articles synced one by one, in small syncs, or all at once
 * (a fresh install's first sync), in date order, newest first or shuffled,
 * drained by one AI queue or two at once (in one process, or in two instances
 * that share nothing but the database), through the queue's own batches
 * (claims of 20, four enriched at a time, the local analyzer's summaries),
 * then the hourly story job.
 */
const testDb = useTestDatabase();

type Order = "date" | "newest first" | "shuffled 1" | "shuffled 2";
interface Arrival {
  order: Order;
  /** Articles per sync: each sync stores them pending, then the queues drain them. */
  sync: number;
  workers: number;
  /** Processes the queues run in: two hold their own recent window and term counts. */
  instances?: 2;
}

const ALL = labelledArticles.length;
const byDate = [...labelledArticles].sort((x, y) => Date.parse(x.published_at) - Date.parse(y.published_at) || (x.key < y.key ? -1 : 1));

/** A fixed shuffle (mulberry32), so a failure replays. */
function shuffled(list: readonly LabelledStoryArticle[], seed: number): LabelledStoryArticle[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const ORDERS: Record<Order, LabelledStoryArticle[]> = {
  date: byDate,
  "newest first": byDate.toReversed(),
  "shuffled 1": shuffled(byDate, 1),
  "shuffled 2": shuffled(byDate, 2),
};

const aiFetch = createAiFetch({ allowPrivateNetwork: true });
/** The queues' clock: what the articles' publication time on this site is, and the hour the story job looks back on. */
const NOW = new Date("2026-11-27T12:00:00Z");

/** Replays the set as `arrival` says on an empty table; answers each article's story by key, before and after the hourly job. */
async function replay(arrival: Arrival): Promise<{ placed: Map<string, string>; settled: Map<string, string> }> {
  await testDb.db.delete(articles);
  forgetDatabaseCaches(testDb.db);
  // Another instance: the same database, but a recent window and term counts of its own (kept per database object).
  const elsewhere = new Proxy(testDb.db, {}) as Database;
  // Both instances' analyzers read the same corpus, the empty table's, for the whole replay: the local summaries'
  // sentence weights come from it, so what grouping compares is the same text whatever the order. When each
  // instance read its corpus (at its first claim, a table of 1 or 564 articles) is not what this test measures.
  forgetCorpusStats(testDb.db);
  await Promise.all([loadCorpusStats(testDb.db), loadCorpusStats(elsewhere)]);
  const incoming = ORDERS[arrival.order];
  for (let start = 0; start < incoming.length; start += arrival.sync) {
    await testDb.db.insert(articles).values(
      incoming.slice(start, start + arrival.sync).map((a) => ({
        title: a.title,
        content_original: a.summary,
        source_name: a.source,
        source_url: `https://stories.example/${a.key}`,
        canonical_url: `https://stories.example/${a.key}`,
        published_at: new Date(a.published_at),
      })),
    );
    const deps = (worker: number) => ({ db: arrival.instances && worker % 2 === 1 ? elsewhere : testDb.db, aiFetch, timeoutMs: 2_000, now: () => NOW });
    await Promise.all(Array.from({ length: arrival.workers }, (_, worker) => processPendingArticles(deps(worker), ALL)));
  }
  const placed = await storiesByKey();
  await groupUngroupedArticles(testDb.db, new Date(NOW.getTime() + 60_000));
  return { placed, settled: await storiesByKey() };
}

async function storiesByKey(): Promise<Map<string, string>> {
  const rows = await testDb.db.select({ url: articles.canonical_url, story: articles.story_id }).from(articles);
  return new Map(rows.map((row) => [row.url.replace("https://stories.example/", ""), row.story ?? row.url]));
}

let reference: ReturnType<typeof replay> | undefined;
/** One by one in date order: the stories a site gets when every report arrives alone. */
const oneByOne = () => (reference ??= replay({ order: "date", sync: 1, workers: 1 }));

const ARRIVALS: Arrival[] = [
  { order: "newest first", sync: 1, workers: 1 },
  { order: "shuffled 1", sync: 1, workers: 1 },
  { order: "date", sync: ALL, workers: 1 },
  { order: "date", sync: ALL, workers: 2 },
  { order: "shuffled 2", sync: 20, workers: 2 },
  { order: "newest first", sync: 50, workers: 1 },
  { order: "shuffled 1", sync: 7, workers: 2 },
  { order: "date", sync: ALL, workers: 2, instances: 2 },
];

describe("stories whatever the arrival order", () => {
  it.each(ARRIVALS)("gives the stories of one-by-one arrivals: $order, syncs of $sync, $workers queue(s), instances: $instances", { timeout: 480_000 }, async (arrival) => {
    const expected = await oneByOne();
    const stories = await replay(arrival);
    const name = `${arrival.order}/${arrival.sync}/${arrival.workers}${arrival.instances ? "/2 instances" : ""}`;
    for (const [run, replayed] of [["date/1/1", expected], [name, stories]] as const) {
      for (const [when, storyOf] of [["placed", replayed.placed], ["after the hourly job", replayed.settled]] as const) {
        const tuning = scorePairs(storyOf, "tuning");
        const heldOut = scorePairs(storyOf, "held-out");
        console.log(`arrival ${run} ${when}: tuning precision ${tuning.precision.toFixed(3)} recall ${tuning.recall.toFixed(3)}`);
        console.log(`arrival ${run} ${when}: held-out precision ${heldOut.precision.toFixed(3)} recall ${heldOut.recall.toFixed(3)}`);
      }
    }
    expect(partition(stories.settled)).toEqual(partition(expected.settled));
  });
});
