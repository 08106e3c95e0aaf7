import type { Logger } from "pino";
import type { Database } from "../../db/database.js";
import { signalContentChanged } from "../content-events.js";
import type * as PlaceInStory from "./place-in-story.js";
import type { StoryInput, StoryPlacement } from "./place-in-story.js";

let placing: Promise<typeof PlaceInStory> | undefined;
/** The grouping code, imported once: under a loader (tsx, Vitest) every import() asks the loader again. */
const grouping = () => (placing ??= import("./place-in-story.js"));

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
    if (await settleStory(db, articleId, placement)) signalContentChanged();
  } catch (error) {
    logger?.error({ category: "system", source: "stories", err: error, article_id: articleId }, "could not merge the article's story");
  }
}
