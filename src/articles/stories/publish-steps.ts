import type { Logger } from "pino";
import type { Database } from "../../db/database.js";
import { signalContentChanged } from "../content-events.js";
import type * as PlaceInStory from "./place-in-story.js";
import type { StoryInput, StoryPlacement } from "./place-in-story.js";
import type * as SettleStories from "./settle-stories.js";

let placing: Promise<typeof PlaceInStory> | undefined;
let settling: Promise<typeof SettleStories> | undefined;
/** The grouping code, imported once: under a loader (tsx, Vitest) every import() asks the loader again. */
const grouping = () => (placing ??= import("./place-in-story.js"));
const settlement = () => (settling ??= import("./settle-stories.js"));

/**
 * Finds the story of an article about to be published, for the publish to
 * store with it (docs/performance.md#stories). Never fails the publish: an
 * error is logged and the article is published without a story (one of its
 * own on the home) until the hourly retry (retry-grouping.ts). The grouping
 * code and the name finder's lexicon load with the first article, not at
 * start (docs/performance.md, idle memory).
 */
export async function placeBeforePublish(db: Database, article: StoryInput, logger?: Logger): Promise<StoryPlacement | null> {
  try {
    const { placeInStory } = await grouping();
    return await placeInStory(db, article);
  } catch (error) {
    logger?.error({ category: "system", source: "stories", err: error, article_id: article.id }, "could not group the article into a story");
    return null;
  }
}

/** After the publish: the merges the article's story brings (settleStory), logged and never thrown like its placing. */
export async function settleAfterPublish(db: Database, articleId: string, placement: StoryPlacement | null, logger?: Logger): Promise<void> {
  if (!placement) return;
  try {
    const { settleStory } = await grouping();
    // Merged stories show as one card: a page cached since the publish still shows them apart.
    if (await settleStory(db, articleId, placement)) await signalContentChanged(db);
  } catch (error) {
    logger?.error({ category: "system", source: "stories", err: error, article_id: articleId }, "could not merge the article's story");
  }
}

/**
 * After a batch of publishes (the AI queue's claim): the batch's articles
 * placed again together (settleBatch), so reports of one event enriched side
 * by side, which could not see each other, end in one story. Logged, never thrown.
 */
export async function settleAfterBatch(db: Database, articleIds: readonly string[], logger?: Logger): Promise<void> {
  if (articleIds.length === 0) return;
  try {
    const { settleBatch } = await settlement();
    // A card's other sources changed: a page cached since the publishes shows the stories apart.
    if (await settleBatch(db, articleIds)) await signalContentChanged(db);
  } catch (error) {
    logger?.error({ category: "system", source: "stories", err: error, article_ids: articleIds }, "could not settle the batch's stories");
  }
}
