import { and, desc, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { withStatementTimeout } from "../../platform/statement-timeout.js";
import { isSlug } from "../../shared/slug.js";
import type { PublisherListing } from "../../shared/topics.js";
import { isPublished } from "../lifecycle/index.js";
import type { ListingScope } from "../listing-cursor.js";
import { PUBLIC_QUERY_TIMEOUT_MS } from "../public-listing.js";
import { publicCardWithSourcesColumns } from "../stories/story-sources.js";
import { sourceNamesOf } from "./publisher-names.js";
import { publisherProfile } from "./publisher-profile.js";
import { scopedPage } from "./scoped-page.js";

/** The scope a publisher's cursors are signed for (as topicScope: never a category's, a topic's or another publisher's). */
export function publisherScope(slug: string): ListingScope {
  return { search: undefined, category: `fonte:${slug}` };
}

/**
 * One page of a publisher (docs/product.md#publisher-pages): every published
 * article whose source name reads as `slug`, newest first, paged by keyset
 * (articles_source_published_idx gives the order), with its figures on the
 * first page. Null when it has no published article (the page's 404) or the
 * slug is not one toSlug writes. A cursor it did not issue is a ValidationError.
 */
export async function listPublisherArticles(
  db: Database,
  input: { slug: string; cursor?: string | undefined; limit?: number; now?: Date },
  cursorKey: Uint8Array,
): Promise<PublisherListing | null> {
  const { slug } = input;
  if (!isSlug(slug)) return null;
  const { limit, after, next } = scopedPage(input, publisherScope(slug), cursorKey);
  return withStatementTimeout(
    db,
    PUBLIC_QUERY_TIMEOUT_MS,
    async (reader) => {
      const names = await sourceNamesOf(reader, slug);
      if (names.length === 0) return null;
      const rows = await reader
        .select(publicCardWithSourcesColumns)
        .from(articles)
        .where(and(isPublished, inArray(articles.source_name, names), after))
        .orderBy(desc(articles.published_at), desc(articles.id))
        .limit(limit + 1);
      if (rows.length === 0) return null;
      const cards = rows.slice(0, limit);
      // The name as its newest article signs it.
      const name = cards[0]!.source_name;
      const profile = await publisherProfile(reader, names, input.now);
      return { slug, name, profile, page: { articles: cards, next_cursor: next(rows), total: null, total_capped: false, lead: null } };
    },
    { serial: true },
  );
}
