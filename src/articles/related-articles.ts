import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { articles } from "../db/schema/index.js";
import type { PublicArticleCard } from "../shared/articles.js";
import { isPublished } from "./lifecycle/index.js";
import { publicCardColumns } from "./public-card-columns.js";
import { withStorySources } from "./stories/story-sources.js";

/**
 * Articles to read next: same category, those sharing more keywords first,
 * then the newest. Only recent ones (90 days) are weighed, which keeps this a
 * short index scan however large the archive grows. The article's own story
 * is left out: the page lists it apart ("La stessa notizia su").
 */
export async function relatedArticles(
  db: Database,
  article: { id: string; category: string | null; keywords: string[]; published_at: Date | string; story_id?: string | null },
  limit = 3,
): Promise<PublicArticleCard[]> {
  if (!article.category) return [];
  const keywords = article.keywords.map((keyword) => keyword.toLocaleLowerCase("it"));
  const shared = sql`cardinality(array(select lower(unnest(${articles.keywords})) intersect select jsonb_array_elements_text(${JSON.stringify(keywords)}::jsonb)))`;
  const since = new Date(new Date(article.published_at).getTime() - 90 * 86_400_000);
  const otherStory = article.story_id ? sql`${articles.story_id} is distinct from ${article.story_id}::uuid` : undefined;
  const rows = await db
    .select(publicCardColumns)
    .from(articles)
    .where(and(isPublished, eq(articles.category, article.category), ne(articles.id, article.id), otherStory, sql`${articles.published_at} >= ${since.toISOString()}`))
    .orderBy(desc(shared), desc(articles.published_at), desc(articles.id))
    .limit(limit);
  return withStorySources(db, rows);
}
