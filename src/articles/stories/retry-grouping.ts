import { and, asc, gte, isNull } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { signalContentChanged } from "../content-events.js";
import { isPublished } from "../lifecycle/index.js";
import { STORY_WINDOW_MS } from "./story-window.js";

/** A run's share: an hour's backlog on a busy site, a few seconds of work. */
const BATCH = 500;

/**
 * The hourly story job. Groups the published articles of the last 48 hours
 * left without a story, oldest first: those whose grouping failed at publish
 * time, and once, after migration 0021, the recent articles published before
 * it (docs/decisions.md#story-grouping); older articles stay ungrouped and
 * read as stories of their own. Then settles the stories of the last two
 * hours' articles (settle-stories.ts): what instances publishing side by side
 * or term counts that moved since left apart. Answers how many it grouped.
 */
export async function groupUngroupedArticles(db: Database, now: Date): Promise<number> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(isPublished, isNull(articles.story_id), gte(articles.published_at, new Date(now.getTime() - STORY_WINDOW_MS))))
    .orderBy(asc(articles.published_at), asc(articles.id))
    .limit(BATCH);
  if (rows.length > 0) {
    const { groupIntoStory } = await import("./group-article.js");
    for (const { id } of rows) await groupIntoStory(db, id);
  }
  const { settleRecentStories } = await import("./settle-stories.js");
  if (await settleRecentStories(db, now)) await signalContentChanged(db);
  return rows.length;
}
