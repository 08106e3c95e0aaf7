import { and, desc, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { registerDatabaseCache } from "../../platform/database-caches.js";
import { isPublished } from "../lifecycle/index.js";
import { windowTtl } from "./recent-window.js";
import type { TermFrequencies } from "./story-match.js";
import { comparedTerms } from "./story-terms.js";

/** Enough recent articles for stable frequencies; their term arrays read in tens of milliseconds. */
const SAMPLE_SIZE = 2_000;

interface Cached {
  documents: number;
  frequency: Map<string, number>;
  expires: number;
}

const cache = new WeakMap<Database, Cached>();
registerDatabaseCache((db) => forgetTermFrequencies(db));

/**
 * How many of the latest grouped articles hold each term: what makes a term
 * rare in today's news ("terremoto") or common ("Valdoria" on a local site).
 * Read again as often as the recent window (every minute on PostgreSQL, where
 * other instances group articles too; every ten minutes on the embedded
 * database); in between, each article this process groups is counted in
 * (countTerms), so a young site's frequencies follow every new article.
 */
export async function loadTermFrequencies(db: Database, now = Date.now()): Promise<TermFrequencies> {
  const cached = cache.get(db);
  if (cached && cached.expires > now) return cached;
  const rows = await db
    .select({ terms: articles.story_terms })
    .from(articles)
    .where(and(isPublished, sql`${articles.story_terms} <> '{}'`))
    .orderBy(desc(articles.published_at), desc(articles.id))
    .limit(SAMPLE_SIZE);
  const frequency = new Map<string, number>();
  for (const { terms } of rows) for (const term of comparedTerms(terms)) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const loaded = { documents: rows.length, frequency, expires: now + windowTtl(db) };
  cache.set(db, loaded);
  return loaded;
}

/** Counts a just-grouped article's terms into the cached frequencies, if any are cached. */
export function countTerms(db: Database, terms: readonly string[]): void {
  const cached = cache.get(db);
  if (!cached) return;
  cached.documents++;
  for (const term of comparedTerms(terms)) cached.frequency.set(term, (cached.frequency.get(term) ?? 0) + 1);
}

/** Drops the cached frequencies: the next grouping reads them again (the hourly settling; platform/database-caches). */
export function forgetTermFrequencies(db: Database): void {
  cache.delete(db);
}
