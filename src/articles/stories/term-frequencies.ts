import { and, desc, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { isPublished } from "../lifecycle/index.js";
import type { TermFrequencies } from "./story-match.js";

/** Enough recent articles for stable frequencies; their term arrays read in a few milliseconds. */
const SAMPLE_SIZE = 2_000;
const TTL_MS = 10 * 60_000;

const cache = new WeakMap<Database, { frequencies: TermFrequencies; expires: number }>();

/**
 * How many of the latest grouped articles hold each term: what makes a term
 * rare in today's news ("terremoto") or common ("Valdoria" on a local site).
 * Cached per database for ten minutes once the sample is full; a smaller
 * site is read each time, which costs little and follows every new article.
 */
export async function loadTermFrequencies(db: Database, now = Date.now()): Promise<TermFrequencies> {
  const cached = cache.get(db);
  if (cached && cached.expires > now) return cached.frequencies;
  const rows = await db
    .select({ terms: articles.story_terms })
    .from(articles)
    .where(and(isPublished, sql`${articles.story_terms} <> '{}'`))
    .orderBy(desc(articles.published_at), desc(articles.id))
    .limit(SAMPLE_SIZE);
  const frequency = new Map<string, number>();
  for (const { terms } of rows) for (const term of terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const frequencies = { documents: rows.length, frequency };
  if (rows.length === SAMPLE_SIZE) cache.set(db, { frequencies, expires: now + TTL_MS });
  return frequencies;
}
