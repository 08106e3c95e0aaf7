import type { Logger } from "pino";
import type { Database } from "../../db/database.js";
import { signalContentChanged } from "../content-events.js";

/**
 * Groups a just-published article into its story. Never fails the publish:
 * an error is logged and the article stays ungrouped (a story of its own on
 * the home) until the hourly retry (retry-grouping.ts). The grouping code and
 * the name finder's lexicon load with the first article, not at start
 * (docs/performance.md, idle memory).
 */
export async function groupAfterPublish(db: Database, articleId: string, logger?: Logger): Promise<void> {
  try {
    const { groupIntoStory } = await import("./group-article.js");
    const grouped = await groupIntoStory(db, articleId);
    // The home collapses a story into one card: a page cached since the publish shows the article alone.
    if (grouped?.joined) signalContentChanged();
  } catch (error) {
    logger?.error({ category: "system", source: "stories", err: error, article_id: articleId }, "could not group the article into a story");
  }
}
