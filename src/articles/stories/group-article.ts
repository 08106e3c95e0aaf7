import { and, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { isPublished } from "../lifecycle/index.js";
import { chooseStories, probeTerms, STORY_WINDOW_MS, type StoryCandidate } from "./story-match.js";
import { storyTerms } from "./story-terms.js";
import { countTerms, loadTermFrequencies } from "./term-frequencies.js";

/** The articles sharing a rare term closest in time, all scored: a report of the same event is among them. */
const CANDIDATES = 100;

/**
 * Puts a published article in a story (docs/decisions.md#story-grouping): the
 * story of the articles published within 48 hours of it that are similar
 * enough, or a story of its own (its id). When it matches articles of two
 * stories, they become one (the older's). Stores its terms so later articles
 * can find it. Answers the story and whether the article joined another's;
 * null when the article is not public.
 */
export async function groupIntoStory(db: Database, id: string): Promise<{ storyId: string; joined: boolean } | null> {
  const [article] = await db
    .select({ id: articles.id, title: articles.title, summary: articles.content_summary, published_at: articles.published_at })
    .from(articles)
    .where(and(eq(articles.id, id), isPublished));
  if (!article) return null;
  const terms = storyTerms(article.title, article.summary);
  const frequencies = await loadTermFrequencies(db);
  const candidates = await findCandidates(db, article, probeTerms(terms, frequencies));
  const [storyId = article.id, ...merged] = chooseStories({ terms, published_at: article.published_at }, candidates, frequencies);
  // Articles published before stories existed (story_id null) are stories of their own, keyed by their id.
  const members = [storyId, ...merged];
  if (members.length > 1 || storyId !== article.id) {
    await db.update(articles).set({ story_id: storyId }).where(or(inArray(articles.story_id, members), inArray(articles.id, members)));
  }
  await db.update(articles).set({ story_id: storyId, story_terms: terms }).where(eq(articles.id, article.id));
  countTerms(db, terms);
  return { storyId, joined: storyId !== article.id };
}

/**
 * Published, grouped articles within the window sharing a probe term (the GIN
 * index on story_terms), the closest in time first. Scoring them is left to
 * chooseStory: ranking by shared terms in SQL cost ~0.5 ms a row on PGlite.
 */
async function findCandidates(db: Database, article: { id: string; published_at: Date }, probes: string[]): Promise<StoryCandidate[]> {
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
