import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { stillClaimed } from "./statuses.js";

/**
 * Stores a claimed article's Italian title, keeping the publisher's own in original_title and the
 * language it was written in (docs/decisions.md "Foreign news in Italian"). Answers false when the
 * article is no longer the caller's. A second translation keeps the first original title.
 */
export async function storeTranslation(db: Database, id: string, translation: { title: string; language: string }): Promise<boolean> {
  const updated = await db
    .update(articles)
    .set({
      original_title: sql`coalesce(${articles.original_title}, ${articles.title})`,
      title: translation.title,
      translated_from: translation.language,
    })
    .where(stillClaimed(id))
    .returning({ id: articles.id });
  return updated.length > 0;
}

