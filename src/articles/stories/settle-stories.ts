import { and, gte, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { isPublished } from "../lifecycle/index.js";
import { currentStories, MAX_MERGED } from "./place-in-story.js";
import { forgetRecentWindow, loadRecentWindow, moveStory, recordedSince, setStory, storiesOf, takeUnseen, type RecentWindow } from "./recent-window.js";
import { storyCandidates } from "./story-candidates.js";
import { assignStories, type StoryAssignment, type StoryLink } from "./story-components.js";
import { matchingCandidates, probeTerms, storyOf, type StoryCandidate, type TermFrequencies } from "./story-match.js";
import { forgetTermFrequencies, loadTermFrequencies } from "./term-frequencies.js";
import { STORY_WINDOW_MS } from "./story-window.js";

/** How far back the hourly settling looks (by publication on this site): more than the hour between two runs. */
const SETTLE_SPAN_MS = 2 * 3_600_000;

/**
 * Settles the stories of articles just published together (a claim of the AI
 * queue) and of those another instance grouped meanwhile (first seen when
 * this process read its recent window again): each is compared with what it
 * could not see when it was placed (the articles recorded after it looked),
 * and the stories it matches there join its own, so reports of one event
 * published side by side end in one story (docs/decisions.md#story-grouping).
 * Nothing leaves the story it was placed in: the hourly pass re-decides.
 * Answers whether any article changed story.
 */
export async function settleBatch(db: Database, ids: readonly string[]): Promise<boolean> {
  const window = await loadRecentWindow(db);
  const settling = new Map<string, StoryCandidate>();
  for (const id of ids) {
    const held = window.byId.get(id);
    if (held) settling.set(id, held);
  }
  for (const entry of takeUnseen(window)) settling.set(entry.id, entry);
  return settleStories(db, window, await loadTermFrequencies(db), [...settling.values()], "join");
}

/**
 * The hourly pass (retry-grouping.ts): the articles published on this site in
 * the last two hours, by any instance, placed again among everything grouped
 * under the term frequencies read afresh, joining and leaving stories, so
 * their stories are the same whatever order they arrived in and whichever
 * instance published them.
 */
export async function settleRecentStories(db: Database, now: Date): Promise<boolean> {
  forgetTermFrequencies(db);
  forgetRecentWindow(db);
  const [frequencies, window] = [await loadTermFrequencies(db), await loadRecentWindow(db)];
  const rows = await db
    .select({ id: articles.id, story_id: articles.story_id, story_terms: articles.story_terms, published_at: articles.published_at })
    .from(articles)
    .where(and(isPublished, sql`${articles.story_terms} <> '{}'`, gte(articles.ai_processed_at, new Date(now.getTime() - SETTLE_SPAN_MS))));
  return settleStories(db, window, frequencies, rows.map((row) => window.byId.get(row.id) ?? row), "re-decide");
}

interface Match {
  from: StoryCandidate;
  match: StoryCandidate;
}

/**
 * "join": each article stays in its story, which joins the stories its matches
 * among what it had not seen belong to (merges only; cheap, after every claim).
 * "re-decide": each article is placed again among everything near it, its
 * story as stored left aside (the hourly pass).
 */
type Settling = "join" | "re-decide";

/**
 * Compares each settling article again (story-match.ts) and joins the stories
 * it matches (story-components.ts); writes only what changed, after reading
 * the stories involved as the database has them now.
 */
async function settleStories(db: Database, window: RecentWindow, frequencies: TermFrequencies, settling: StoryCandidate[], how: Settling): Promise<boolean> {
  if (settling.length === 0) return false;
  const matches: Match[] = [];
  for (const [index, from] of settling.entries()) {
    // The hourly pass scores hundreds in memory: let requests through now and then (one process serves both roles).
    if (index % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
    const candidates = how === "join" ? unseenBy(window, from) || (await everythingNear(db, window, from, frequencies)) : await nearby(db, window, from, frequencies);
    for (const match of matchingCandidates({ terms: from.story_terms, published_at: from.published_at }, candidates, frequencies)) matches.push({ from, match });
  }
  const ids = new Set(settling.map((article) => article.id));
  const heldInMemory = (key: string) => (window.byStory.get(key) ?? []).some((member) => !ids.has(member.id));
  if (!changes(settling, decide(window, settling, matches, heldInMemory, how))) return false;

  // Memory may be stale (another instance merged, an article was deleted): decide again on the stories as stored.
  const involved = [...settling, ...matches.map((m) => m.match)];
  const live = new Map((await currentStories(db, window, [...new Map(involved.map((a) => [a.id, a])).values()])).map((a) => [a.id, a.story_id]));
  for (const article of involved) if (live.has(article.id)) article.story_id = live.get(article.id)!;
  const stillSettling = settling.filter((article) => live.has(article.id));
  const stillMatching = matches.filter((m) => live.has(m.from.id) && live.has(m.match.id));
  const keys = [...new Set(stillSettling.flatMap((article) => [storyOf(article), article.id]))];
  const heldRows = keys.length === 0 ? [] : await db.selectDistinct({ story: articles.story_id }).from(articles).where(and(isPublished, inArray(articles.story_id, keys), notInArray(articles.id, [...ids])));
  const heldElsewhere = new Set(heldRows.map((row) => row.story));
  const decided = decide(window, stillSettling, stillMatching, (key) => heldElsewhere.has(key), how);
  if (!changes(stillSettling, decided)) return false;
  await write(db, window, stillSettling, decided);
  return true;
}

/** What `article` could not see when it was placed, within its 48 hours; null when unknown. */
function unseenBy(window: RecentWindow, article: StoryCandidate): StoryCandidate[] | null {
  const since = recordedSince(window, article.id);
  return since && since.filter((other) => Math.abs(other.published_at.getTime() - article.published_at.getTime()) <= STORY_WINDOW_MS);
}

/**
 * Its candidates as placing finds them, whatever story it was placed in: what
 * the hourly pass compares, so its stories come from the articles alone and
 * not from the order they were placed in (with its own story's articles added,
 * a report placed apart and one placed in a story ended apart or together as
 * they had arrived).
 */
async function nearby(db: Database, window: RecentWindow, article: StoryCandidate, frequencies: TermFrequencies): Promise<StoryCandidate[]> {
  return (await storyCandidates(db, window, article, probeTerms(article.story_terms, frequencies))).candidates;
}

/** Its candidates as placing finds them, and its own story's articles (a batch's newer articles may push them out of the closest). */
async function everythingNear(db: Database, window: RecentWindow, article: StoryCandidate, frequencies: TermFrequencies): Promise<StoryCandidate[]> {
  const candidates = await nearby(db, window, article, frequencies);
  const found = new Set(candidates.map((candidate) => candidate.id));
  return [...candidates, ...(window.byStory.get(storyOf(article)) ?? []).filter((mate) => mate.id !== article.id && !found.has(mate.id))];
}

function decide(window: RecentWindow, settling: readonly StoryCandidate[], matches: readonly Match[], heldElsewhere: (key: string) => boolean, how: Settling): StoryAssignment {
  const ids = new Set(settling.map((article) => article.id));
  const links: StoryLink[] = matches.map(({ from, match }) => (ids.has(match.id) ? { from: from.id, article: match.id } : { from: from.id, story: storyOf(match) }));
  const others = matches.map((m) => m.match).filter((match) => !ids.has(match.id));
  // Joining keeps each article in its story: the story's other articles, or the first settling one stored in it.
  const keep: StoryLink[] = [];
  if (how === "join") {
    const firstIn = new Map<string, string>();
    for (const article of settling) {
      const story = storyOf(article);
      const mates = (window.byStory.get(story) ?? []).filter((mate) => !ids.has(mate.id));
      others.push(...mates.slice(0, 1));
      if (mates.length > 0) keep.push({ from: article.id, story });
      else if (firstIn.has(story)) keep.push({ from: article.id, article: firstIn.get(story)! });
      else firstIn.set(story, article.id);
    }
  }
  return assignStories(
    settling.map((article) => ({ id: article.id, story: storyOf(article), publishedAt: article.published_at.getTime() })),
    storiesOf(window, others, ids),
    links,
    heldElsewhere,
    { maxMoved: MAX_MERGED, keep },
  );
}

const changes = (settling: readonly StoryCandidate[], decided: StoryAssignment) =>
  decided.merges.size > 0 || settling.some((article) => decided.storyOf.get(article.id) !== storyOf(article));

/**
 * Settled stories merge first (each statement moves a story's articles through
 * articles_story_idx, and only when they are few: MAX_MERGED), then each
 * settling article whose story changed is stored in it.
 */
async function write(db: Database, window: RecentWindow, settling: readonly StoryCandidate[], decided: StoryAssignment): Promise<void> {
  const into = new Map<string, string[]>();
  for (const [from, to] of decided.merges) into.set(to, [...(into.get(to) ?? []), from]);
  for (const [to, from] of into) {
    const members = db.select({ count: sql`count(*)` }).from(articles).where(and(isPublished, inArray(articles.story_id, from)));
    const moved = await db
      .update(articles)
      .set({ story_id: to })
      .where(and(isPublished, or(inArray(articles.story_id, from), and(inArray(articles.id, from), isNull(articles.story_id))), sql`(${members}) <= ${MAX_MERGED}`))
      .returning({ id: articles.id });
    if (moved.length > 0) for (const story of from) moveStory(window, story, to);
  }
  const byStory = new Map<string, StoryCandidate[]>();
  for (const article of settling) {
    const story = decided.storyOf.get(article.id)!;
    if (story !== storyOf(article)) byStory.set(story, [...(byStory.get(story) ?? []), article]);
  }
  for (const [story, members] of byStory) {
    await db
      .update(articles)
      .set({ story_id: story })
      .where(
        and(
          isPublished,
          inArray(
            articles.id,
            members.map((article) => article.id),
          ),
        ),
      );
    for (const article of members) {
      const held = window.byId.get(article.id);
      if (held) setStory(window, held, story);
      if (held !== article) article.story_id = story;
    }
  }
}
