import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { isPublished } from "../lifecycle/index.js";
import { chooseStories, probeTerms, STORY_WINDOW_MS, type StoryCandidate } from "./story-match.js";
import { storyTerms } from "./story-terms.js";
import { countTerms, loadTermFrequencies } from "./term-frequencies.js";

/**
 * A merge rewrites each moved article (every index of the table): merging is
 * for small stories that one report shows to be one, at most this many
 * articles moved; past it the article only joins the earlier story.
 */
const MAX_MERGED = 20;
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
  // Each statement on an index: the merged stories' articles (articles_story_idx), then the never-grouped articles
  // whose id keys a story (published before stories existed: a story of their own).
  if (merged.length > 0 && (await countMembers(db, merged)) <= MAX_MERGED) {
    await db.update(articles).set({ story_id: storyId }).where(and(isPublished, inArray(articles.story_id, merged)));
  }
  const ungrouped = [storyId, ...merged].filter((key) => key !== article.id);
  if (ungrouped.length > 0) await db.update(articles).set({ story_id: storyId }).where(and(inArray(articles.id, ungrouped), isNull(articles.story_id)));
  await db.update(articles).set({ story_id: storyId, story_terms: terms }).where(eq(articles.id, article.id));
  countTerms(db, terms);
  return { storyId, joined: storyId !== article.id };
}

async function countMembers(db: Database, stories: string[]): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(articles).where(and(isPublished, inArray(articles.story_id, stories)));
  return row?.count ?? 0;
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
