import { and, desc, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { withStatementTimeout } from "../../platform/statement-timeout.js";
import { isSlug } from "../../shared/slug.js";
import type { TopicListing } from "../../shared/topics.js";
import { isPublished, isPublishedAs } from "../lifecycle/index.js";
import type { ListingScope } from "../listing-cursor.js";
import { PUBLIC_QUERY_TIMEOUT_MS } from "../public-listing.js";
import { publicCardWithSourcesColumns } from "../stories/story-sources.js";
import { scopedPage } from "./scoped-page.js";
import { carriesTopic, carriesTopicAs } from "./topic-match.js";
import { topicLabel } from "./topic-label.js";

/**
 * The scope a topic's cursors are signed for: the category field of the
 * listing scope, prefixed so it can never be a category's or another page's
 * (listing-cursor.ts), and a cursor of one topic is refused by another.
 */
export function topicScope(slug: string): ListingScope {
  return { search: undefined, category: `tag:${slug}` };
}

/**
 * One page of a topic (docs/product.md#topic-pages): the published articles
 * whose tags or keywords read as `slug`, one card per story (the story's
 * newest article that carries the topic), newest first, paged by keyset as
 * the home is. Null when no published article carries it (the page's 404),
 * or when the slug is not one toSlug writes. A cursor this topic did not
 * issue is a ValidationError. Under the public statement timeout.
 */
export async function listTopicArticles(
  db: Database,
  input: { slug: string; cursor?: string | undefined; limit?: number },
  cursorKey: Uint8Array,
): Promise<TopicListing | null> {
  const { slug } = input;
  if (!isSlug(slug)) return null;
  const { limit, after, next } = scopedPage(input, topicScope(slug), cursorKey);
  return withStatementTimeout(
    db,
    PUBLIC_QUERY_TIMEOUT_MS,
    async (reader) => {
      const rows = await reader
        .select({ ...publicCardWithSourcesColumns, tags: articles.tags, keywords: articles.keywords })
        .from(articles)
        .where(and(isPublished, carriesTopic(slug), after, newestOfItsStoryOnTopic(slug)))
        .orderBy(desc(articles.published_at), desc(articles.id))
        .limit(limit + 1);
      if (rows.length === 0) return null;
      // The database matched these rows by the same slug: the label falls back to it only were the two spellings to part.
      const label = topicLabel(slug, rows) ?? slug;
      const cards = rows.slice(0, limit).map(({ tags: _tags, keywords: _keywords, ...card }) => card);
      return { slug, label, page: { articles: cards, next_cursor: next(rows), total: null, total_capped: false, lead: null } };
    },
    { serial: true },
  );
}

/**
 * The home's one card per story, within the topic: no newer published article
 * of the same story carries it too (an index probe per row on articles_story_idx).
 * A story whose newest report left the topic out keeps its card here.
 */
function newestOfItsStoryOnTopic(slug: string) {
  return sql`not exists (select 1 from ${articles} as newer where newer.story_id = ${articles.story_id}
    and ${isPublishedAs("newer")} and ${carriesTopicAs("newer", slug)} and (newer.published_at, newer.id) > (${articles.published_at}, ${articles.id}))`;
}
