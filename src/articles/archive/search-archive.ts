import { and, desc, ilike } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articleArchive } from "../../db/schema/index.js";
import type { ArchivedArticle } from "../../shared/archive.js";
import { LIMITS } from "../../shared/constants.js";
import { escapeLike } from "../escape-like.js";

/** At most this many words are matched: a pasted paragraph must not become a hundred conditions. */
const MAX_WORDS = 8;

/**
 * The archived articles whose title holds every word of `query` (any case, as
 * written), newest first, at most LIMITS.archiveSearchResults
 * (docs/product.md#spazio-server). The title's trigram index serves each word.
 */
export async function searchArchive(db: Database, query: string): Promise<ArchivedArticle[]> {
  const words = query.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  if (words.length === 0) return [];
  const rows = await db
    .select({
      id: articleArchive.id,
      title: articleArchive.title,
      source_name: articleArchive.source_name,
      source_url: articleArchive.source_url,
      category: articleArchive.category,
      published_at: articleArchive.published_at,
      archived_at: articleArchive.archived_at,
    })
    .from(articleArchive)
    .where(and(...words.map((word) => ilike(articleArchive.title, `%${escapeLike(word)}%`))))
    .orderBy(desc(articleArchive.published_at), desc(articleArchive.id))
    .limit(LIMITS.archiveSearchResults);
  return rows.map((row) => ({ ...row, published_at: row.published_at.toISOString(), archived_at: row.archived_at.toISOString() }));
}
