import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { articles } from "../db/schema/index.js";
import type { PublicArticle } from "../shared/articles.js";
import type { TtlMap } from "../platform/ttl-map.js";
import { isPublished } from "./lifecycle/index.js";
import { publicCardColumns } from "./public-card-columns.js";
import { withStorySources } from "./stories/story-sources.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A published article by id; null for a malformed id or any article not
 * public (the publishing rule, published.ts). With `missing` (missing-articles.ts),
 * an id found not public a moment ago is answered without a query. Carries
 * its story's other sources ("La stessa notizia su", docs/product.md#article-page).
 */
export async function getPublicArticle(db: Database, id: string, missing?: TtlMap<true>): Promise<PublicArticle | null> {
  if (!UUID.test(id) || missing?.has(id)) return null;
  const [row] = await db
    .select({
      ...publicCardColumns,
      tags: articles.tags,
      keywords: articles.keywords,
      reading_time: articles.reading_time,
      content_word_count: articles.content_word_count,
      ai_processed_at: articles.ai_processed_at,
    })
    .from(articles)
    .where(and(eq(articles.id, id), isPublished));
  if (!row) {
    missing?.set(id, true);
    return null;
  }
  const [article] = await withStorySources(db, [row]);
  return article!;
}
