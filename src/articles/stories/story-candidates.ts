import { and, desc, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { isPublished } from "../lifecycle/index.js";
import { windowCandidates, type RecentWindow } from "./recent-window.js";
import { type StoryCandidate } from "./story-match.js";
import { STORY_WINDOW_MS } from "./story-window.js";

/** The articles sharing a rare term closest in time, all scored: a report of the same event is among them. */
const CANDIDATES = 100;

/**
 * The grouped articles an article may share a story with (those within 48
 * hours holding one of its probe terms, the closest in time first): from the
 * recent window held in memory, or from the database when the article's 48
 * hours reach before what is held. `held` says which: what memory holds may
 * be stale and is checked before anything is written.
 */
export async function storyCandidates(
  db: Database,
  window: RecentWindow,
  article: { id: string; published_at: Date },
  probes: readonly string[],
): Promise<{ candidates: StoryCandidate[]; held: boolean }> {
  const held = windowCandidates(window, article, probes, CANDIDATES);
  return held ? { candidates: held, held: true } : { candidates: await findCandidates(db, article, probes), held: false };
}

/**
 * Published, grouped articles within the window sharing a probe term (the GIN
 * index on story_terms), the closest in time first: for an article whose
 * window reaches before what memory holds (recent-window.ts). Scoring them is
 * left to matchingCandidates: ranking by shared terms in SQL cost ~0.5 ms a
 * row on PGlite.
 */
async function findCandidates(db: Database, article: { id: string; published_at: Date }, probes: readonly string[]): Promise<StoryCandidate[]> {
  if (probes.length === 0) return [];
  const probe = sql`array[${sql.join(
    probes.map((term) => sql`${term}`),
    sql`, `,
  )}]::text[]`;
  const from = new Date(article.published_at.getTime() - STORY_WINDOW_MS).toISOString();
  const to = new Date(article.published_at.getTime() + STORY_WINDOW_MS).toISOString();
  return db
    .select({ id: articles.id, story_id: articles.story_id, story_terms: articles.story_terms, published_at: articles.published_at })
    .from(articles)
    .where(
      and(
        isPublished,
        ne(articles.id, article.id),
        sql`${articles.published_at} between ${from}::timestamptz and ${to}::timestamptz`,
        sql`${articles.story_terms} && ${probe}`,
      ),
    )
    .orderBy(sql`abs(extract(epoch from ${articles.published_at} - ${article.published_at.toISOString()}::timestamptz))`, desc(articles.id))
    .limit(CANDIDATES);
}
