import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { labelledArticles } from "../../../tests/fixtures/stories/labelled-stories.js";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { onContentChanged } from "../content-events.js";
import { settleAfterBatch } from "./publish-steps.js";
import { groupIntoStory } from "./group-article.js";
import { placeInStory, settleStory, storeStory } from "./place-in-story.js";
import { loadRecentWindow } from "./recent-window.js";
import { settleBatch } from "./settle-stories.js";
import { loadTermFrequencies } from "./term-frequencies.js";

const testDb = useTestDatabase();

// Two publishers' reports of the demo's earthquake, and other news of those days so rarity means something.
const [first, second] = labelledArticles.filter((a) => a.event === "terremoto-borgo-san-lio");
const background = labelledArticles.filter((a) => a.published_at.startsWith("2026-11-1") && a.origin !== "written").slice(0, 20);

async function publish(a: (typeof labelledArticles)[number]): Promise<string> {
  const [id] = await insertPublished(testDb.db, [{ title: a.title, content_summary: a.summary, source_name: a.source, published_at: new Date(a.published_at) }]);
  return id!;
}
const input = (id: string, a: (typeof labelledArticles)[number]) => ({ id, title: a.title, summary: a.summary, published_at: new Date(a.published_at) });
const storyOf = async (id: string) => (await testDb.db.select({ story: articles.story_id }).from(articles).where(eq(articles.id, id)))[0]!.story;

async function publishBackground(): Promise<void> {
  for (const a of background) await groupIntoStory(testDb.db, await publish(a));
}

/** Both placed before either is stored, as two of a claim's articles enriched at once are: neither sees the other. */
async function placeSideBySide(): Promise<[string, string]> {
  const ids = [await publish(first!), await publish(second!)] as const;
  const placements = [await placeInStory(testDb.db, input(ids[0], first!)), await placeInStory(testDb.db, input(ids[1], second!))];
  expect(placements.map((placement) => placement.storyId)).toEqual(ids);
  for (const [index, placement] of placements.entries()) {
    await storeStory(testDb.db, ids[index]!, placement);
    await settleStory(testDb.db, ids[index]!, placement);
  }
  return [...ids];
}

describe("settling the stories of a batch", () => {
  it("puts two reports placed side by side in one story, the earlier one's, and tells the page caches", async () => {
    await publishBackground();
    const [earlier, later] = await placeSideBySide();
    let signals = 0;
    const stop = onContentChanged(() => signals++);
    await settleAfterBatch(testDb.db, [later, earlier]);
    stop();
    expect([await storyOf(earlier), await storyOf(later)]).toEqual([earlier, earlier]);
    expect(signals).toBe(1);
    // Settled, a second settling changes nothing.
    expect(await settleBatch(testDb.db, [earlier, later])).toBe(false);
  });

  it("joins a report another instance grouped meanwhile once this process reads its recent window again", async () => {
    await publishBackground();
    // The other instance: the same database, its own window and term counts, read before either report existed.
    const elsewhere = new Proxy(testDb.db, {}) as Database;
    await loadRecentWindow(elsewhere);
    await loadTermFrequencies(elsewhere);
    const here = await publish(first!);
    await groupIntoStory(testDb.db, here);
    const there = await publish(second!);
    expect(await groupIntoStory(elsewhere, there)).toEqual({ storyId: there, joined: false });
    // Its ten minutes passed: read again, the window holds the other instance's report, which the next settling places.
    await loadRecentWindow(testDb.db, Date.now() + 11 * 60_000);
    expect(await settleBatch(testDb.db, [])).toBe(true);
    expect(await storyOf(there)).toBe(here);
  });

  it("never fails the batch: an error is logged and the stories stay as placed", async () => {
    await publishBackground();
    const [earlier, later] = await placeSideBySide();
    const lines: string[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => void lines.push(line) });
    const broken = new Proxy(testDb.db, {
      get: (target, key) => (key === "select" ? () => { throw new Error("connection lost"); } : Reflect.get(target, key)),
    }) as Database;
    await expect(settleAfterBatch(broken, [earlier, later], logger)).resolves.toBeUndefined();
    expect(JSON.parse(lines[0]!)).toMatchObject({ source: "stories", msg: "could not settle the batch's stories" });
    expect(await storyOf(later)).toBe(later);
  });
});
