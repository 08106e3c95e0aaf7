import { desc } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { articles } from "../db/schema/index.js";
import { isPublished } from "../articles/lifecycle/index.js";

/** What a post template can show of an article. */
export interface PostableArticle {
  id: string;
  title: string;
  category: string | null;
  source_name: string;
}

/** The newest public article, the one the screen's preview and test post show; null while none is public. */
export async function latestPublicArticle(db: Database): Promise<PostableArticle | null> {
  const [row] = await db
    .select({ id: articles.id, title: articles.title, category: articles.category, source_name: articles.source_name })
    .from(articles)
    .where(isPublished)
    .orderBy(desc(articles.published_at), desc(articles.id))
    .limit(1);
  return row ?? null;
}
