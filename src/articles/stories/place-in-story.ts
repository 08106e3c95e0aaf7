import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { isPublished } from "../lifecycle/index.js";
import { dropFromWindow, loadRecentWindow, recordInWindow, seenSoFar, setStory, storiesOf, type RecentWindow } from "./recent-window.js";
import { storyCandidates } from "./story-candidates.js";
import { earliestStory } from "./story-components.js";
import { matchingCandidates, probeTerms, type StoryCandidate } from "./story-match.js";
import { storyTerms } from "./story-terms.js";
import { countTerms, loadTermFrequencies } from "./term-frequencies.js";

/**
 * A merge rewrites each moved article (every index of the table): merging is
 * for small stories that one report shows to be one, at most this many
 * articles moved; past it the article only joins the earlier story.
 */
export const MAX_MERGED = 20;

/** What an article about to be published needs for its story: what grouping compares, and the story found. */
export interface StoryPlacement {
  /** The story it joins, or its own id. */
  storyId: string;
  terms: string[];
  /** Other stories it shows to be the same one: they merge into storyId. */
  merged: string[];
  /** Matching articles never grouped (published before stories existed) whose id keys a story. */
  ungrouped: string[];
  publishedAt: Date;
  /** What it saw (recent-window.ts seenSoFar): settling its batch compares it with what came after. */
  seen: number;
}

/** The article as grouping reads it: its title and summary, and when it was published. */
export interface StoryInput {
  id: string;
  title: string;
  summary: string | null;
  published_at: Date;
}

/**
 * Finds an article's story (docs/decisions.md#story-grouping) without writing
 * anything: the story of the published articles within 48 hours that are
 * similar enough, or a story of its own. Run before the publish, so the
 * publish's own UPDATE stores the story and terms (one row rewrite, not two:
 * docs/performance.md#stories).
 */
export async function placeInStory(db: Database, article: StoryInput): Promise<StoryPlacement> {
  const terms = storyTerms(article.title, article.summary);
  const frequencies = await loadTermFrequencies(db);
  const window = await loadRecentWindow(db);
  const seen = seenSoFar();
  const { candidates, held } = await storyCandidates(db, window, article, probeTerms(terms, frequencies));
  let matching = matchingCandidates({ terms, published_at: article.published_at }, candidates, frequencies);
  // What memory holds may be stale: read the matches' stories as they are now (another instance merged them; an article was deleted).
  if (held && matching.length > 0) matching = await currentStories(db, window, matching);
  // Stories it shows to be one merge into the one whose earliest article is earliest, whichever came first here.
  const stories = storiesOf(window, matching);
  const storyId = stories.length > 0 ? earliestStory(stories) : article.id;
  const merged = stories.map((story) => story.key).filter((key) => key !== storyId);
  const chosen = new Set(stories.map((story) => story.key));
  const ungrouped = matching.filter((candidate) => candidate.story_id === null && chosen.has(candidate.id)).map((candidate) => candidate.id);
  return { storyId, terms, merged, ungrouped, publishedAt: article.published_at, seen };
}

/**
 * What the publish leaves to do once the article is stored in its story:
 * the stories it showed to be one merge into it (when small), matching
 * never-grouped articles join it, and its terms count in this process's
 * frequencies and this process's recent window. Answers whether other
 * articles changed story.
 */
export async function settleStory(db: Database, articleId: string, placement: StoryPlacement): Promise<boolean> {
  const { storyId, merged, ungrouped } = placement;
  const moved: string[] = [];
  // Each statement on an index: the merged stories' articles (articles_story_idx), moved only when they are
  // few (counted once in the same statement), then articles by id.
  if (merged.length > 0) {
    const members = db.select({ count: sql`count(*)` }).from(articles).where(and(isPublished, inArray(articles.story_id, merged)));
    const rows = await db
      .update(articles)
      .set({ story_id: storyId })
      .where(and(isPublished, inArray(articles.story_id, merged), sql`(${members}) <= ${MAX_MERGED}`))
      .returning({ id: articles.id });
    if (rows.length > 0) moved.push(...merged);
  }
  if (ungrouped.length > 0) {
    await db.update(articles).set({ story_id: storyId }).where(and(inArray(articles.id, ungrouped), isNull(articles.story_id)));
    moved.push(...ungrouped);
  }
  countTerms(db, placement.terms);
  recordInWindow(db, { id: articleId, story_id: storyId, story_terms: placement.terms, published_at: placement.publishedAt }, moved, placement.seen);
  return moved.length > 0;
}

/** The matches still published, with their story as stored now (written back to the window). */
export async function currentStories(db: Database, window: RecentWindow, matching: StoryCandidate[]): Promise<StoryCandidate[]> {
  const rows = await db
    .select({ id: articles.id, story_id: articles.story_id })
    .from(articles)
    .where(and(isPublished, inArray(articles.id, matching.map((candidate) => candidate.id))));
  const now = new Map(rows.map((row) => [row.id, row.story_id]));
  for (const candidate of matching) {
    const story = now.get(candidate.id) ?? null;
    if (!now.has(candidate.id)) dropFromWindow(window, candidate);
    else if (story !== null && window.byId.get(candidate.id) === candidate) setStory(window, candidate, story);
    else candidate.story_id = story;
  }
  return matching.filter((candidate) => now.has(candidate.id));
}

/** The article's own row, stored in its story: for an article grouped after its publish (retry-grouping.ts). */
export async function storeStory(db: Database, articleId: string, placement: StoryPlacement): Promise<void> {
  await db.update(articles).set({ story_id: placement.storyId, story_terms: placement.terms }).where(eq(articles.id, articleId));
}
