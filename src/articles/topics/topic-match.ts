import { sql, type SQL } from "drizzle-orm";
import { articles } from "../../db/schema/index.js";

const ALIAS = /^[a-z_][a-z0-9_]*$/;

/**
 * "The article carries this topic": one of its tags or keywords reads as
 * `slug` (shared/slug.ts). Spelled as migration 0033's index spells its
 * expression, so the planner answers it from articles_topic_idx.
 */
export function carriesTopic(slug: string): SQL {
  return sql`article_topic_slugs(${articles.tags}, ${articles.keywords}) @> array[${slug}]::text[]`;
}

/** carriesTopic for the articles row a hand-written statement names `alias` (a correlated subquery). */
export function carriesTopicAs(alias: string, slug: string): SQL {
  if (!ALIAS.test(alias)) throw new Error(`not a table alias: ${alias}`);
  const row = sql.raw(alias);
  return sql`article_topic_slugs(${row}.tags, ${row}.keywords) @> array[${slug}]::text[]`;
}
