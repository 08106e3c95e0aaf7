import { and, desc, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { isEmbeddedDatabase } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { isPublished } from "../lifecycle/index.js";
import { STORY_WINDOW_MS, type StoryCandidate } from "./story-match.js";

/**
 * The grouped articles of the latest four days, by term, in this process:
 * where a new article finds its candidates without a query. The database
 * answers that question slowly: `story_terms && probes` costs ~10 µs a row,
 * and the planner walks the whole 48-hour window on a published_at index
 * rather than the terms' GIN index (docs/performance.md#stories).
 */
interface RecentWindow {
  /** The earliest publication time held: an article whose window starts before it asks the database. */
  from: number;
  byTerm: Map<string, StoryCandidate[]>;
  byStory: Map<string, StoryCandidate[]>;
  expires: number;
}

/** Two windows: an article published now looks back 48 hours, one published 48 hours ago as far again. */
const SPAN_MS = 2 * 2 * STORY_WINDOW_MS;
/**
 * Read again now and then: articles leave the span, and on PostgreSQL other
 * instances group articles this one does not see in between (the embedded
 * database has no other writer).
 */
const TTL_EMBEDDED_MS = 10 * 60_000;
const TTL_SHARED_MS = 60_000;

const windows = new WeakMap<Database, RecentWindow>();

/** The window, read when missing or stale: the grouped articles within four days of the newest one. */
export async function loadRecentWindow(db: Database, now = Date.now()): Promise<RecentWindow> {
  const cached = windows.get(db);
  if (cached && cached.expires > now) return cached;
  const newest = db.select({ at: sql`max(${articles.published_at})` }).from(articles).where(isPublished);
  const rows = await db
    .select({ id: articles.id, story_id: articles.story_id, story_terms: articles.story_terms, published_at: articles.published_at })
    .from(articles)
    .where(and(isPublished, sql`${articles.story_terms} <> '{}'`, gte(articles.published_at, sql`(${newest}) - ${`${SPAN_MS / 1000} seconds`}::interval`)))
    .orderBy(desc(articles.published_at));
  // With nothing grouped yet, nothing earlier exists to find either.
  const from = rows.length > 0 ? rows[0]!.published_at.getTime() - SPAN_MS : -Infinity;
  const window: RecentWindow = { from, byTerm: new Map(), byStory: new Map(), expires: now + (isEmbeddedDatabase(db) ? TTL_EMBEDDED_MS : TTL_SHARED_MS) };
  for (const row of rows.toReversed()) addEntry(window, row);
  windows.set(db, window);
  return window;
}

function addEntry(window: RecentWindow, entry: StoryCandidate): void {
  for (const term of entry.story_terms) {
    const list = window.byTerm.get(term);
    if (list) list.push(entry);
    else window.byTerm.set(term, [entry]);
  }
  const story = entry.story_id ?? entry.id;
  const members = window.byStory.get(story);
  if (members) members.push(entry);
  else window.byStory.set(story, [entry]);
}

/**
 * The articles within 48 hours of `article` sharing a probe term, the closest
 * in time first, at most `limit`; null when its window reaches before what
 * is held (an old item imported late): the database answers then.
 */
export function windowCandidates(window: RecentWindow, article: { id: string; published_at: Date }, probes: readonly string[], limit: number): StoryCandidate[] | null {
  const at = article.published_at.getTime();
  if (at - STORY_WINDOW_MS < window.from) return null;
  const found = new Set<StoryCandidate>();
  for (const term of probes) for (const entry of window.byTerm.get(term) ?? []) found.add(entry);
  const gap = (entry: StoryCandidate) => Math.abs(entry.published_at.getTime() - at);
  return [...found]
    .filter((entry) => entry.id !== article.id && gap(entry) <= STORY_WINDOW_MS)
    .sort((a, b) => gap(a) - gap(b) || (a.id < b.id ? 1 : -1))
    .slice(0, limit);
}

/**
 * Holds a just-grouped article, and moves into its story the stories (or
 * never-grouped articles, keyed by their id) that the database moved.
 */
export function recordInWindow(db: Database, entry: StoryCandidate, movedStories: readonly string[]): void {
  const window = windows.get(db);
  if (!window) return;
  const story = entry.story_id ?? entry.id;
  for (const from of movedStories) {
    const members = window.byStory.get(from) ?? [];
    for (const member of members) member.story_id = story;
    window.byStory.delete(from);
    window.byStory.set(story, [...(window.byStory.get(story) ?? []), ...members]);
  }
  addEntry(window, entry);
}

/** Drops this process's window: the next grouping reads it again (tests that start from an empty table). */
export function forgetRecentWindow(db: Database): void {
  windows.delete(db);
}
