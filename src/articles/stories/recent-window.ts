import { and, desc, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { isEmbeddedDatabase } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { registerDatabaseCache } from "../../platform/database-caches.js";
import { isPublished } from "../lifecycle/index.js";
import type { SettledStory } from "./story-components.js";
import { storyOf, type StoryCandidate } from "./story-match.js";
import { comparedTerms } from "./story-terms.js";
import { STORY_WINDOW_MS } from "./story-window.js";

/**
 * The grouped articles of the latest four days, by term, in this process:
 * where a new article finds its candidates without a query. The database
 * answers that question slowly: `story_terms && probes` costs ~10 µs a row,
 * and the planner walks the whole 48-hour window on a published_at index
 * rather than the terms' GIN index (docs/performance.md#stories).
 */
export interface RecentWindow {
  /** The earliest publication time held: an article whose window starts before it asks the database. */
  from: number;
  byTerm: Map<string, StoryCandidate[]>;
  byStory: Map<string, StoryCandidate[]>;
  byId: Map<string, StoryCandidate>;
  /**
   * Articles first seen when the window was read again: grouped meanwhile by
   * another instance, so nothing here compared them with what this process
   * grouped. The next settling of stories (settle-stories.ts) does.
   */
  unseen: StoryCandidate[];
  /** The articles this process recorded since the reading, numbered in order (`recorded`). */
  recorded: Array<{ number: number; entry: StoryCandidate }>;
  /** What an article had seen: the count of recorded articles when it looked for its story. */
  seenBy: Map<string, number>;
  /** Below this count, `recorded` no longer holds them all (read again, or trimmed). */
  floor: number;
  expires: number;
}

/** Numbers the articles this process records in its windows, across readings and databases. */
let recordedCount = 0;
/** Enough for the claims in flight at once; past it, settling asks for the candidates again. */
const RECORDED_KEPT = 1_000;

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
registerDatabaseCache((db) => forgetRecentWindow(db));

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
  const window: RecentWindow = {
    from,
    byTerm: new Map(),
    byStory: new Map(),
    byId: new Map(),
    unseen: [],
    recorded: [],
    seenBy: new Map(),
    floor: recordedCount,
    expires: now + windowTtl(db),
  };
  for (const row of rows.toReversed()) addEntry(window, row);
  // Read again after it expired: what the last reading did not hold was grouped elsewhere (or by this process
  // after it: held then, so not unseen).
  if (cached) window.unseen = [...cached.unseen.filter((entry) => window.byId.has(entry.id)), ...rows.filter((row) => !cached.byId.has(row.id))].map((row) => window.byId.get(row.id)!);
  windows.set(db, window);
  return window;
}

/** How long a reading of the window (and of the term frequencies) serves: a minute where other instances group too. */
export function windowTtl(db: Database): number {
  return isEmbeddedDatabase(db) ? TTL_EMBEDDED_MS : TTL_SHARED_MS;
}

function addEntry(window: RecentWindow, entry: StoryCandidate): void {
  const held = window.byId.get(entry.id);
  if (held) removeEntry(window, held);
  window.byId.set(entry.id, entry);
  for (const term of comparedTerms(entry.story_terms)) {
    const list = window.byTerm.get(term);
    if (list) list.push(entry);
    else window.byTerm.set(term, [entry]);
  }
  const story = entry.story_id ?? entry.id;
  const members = window.byStory.get(story);
  if (members) members.push(entry);
  else window.byStory.set(story, [entry]);
}

function removeEntry(window: RecentWindow, entry: StoryCandidate): void {
  window.byId.delete(entry.id);
  for (const term of comparedTerms(entry.story_terms)) {
    const list = window.byTerm.get(term)?.filter((other) => other !== entry) ?? [];
    if (list.length > 0) window.byTerm.set(term, list);
    else window.byTerm.delete(term);
  }
  leaveStory(window, entry);
}

function leaveStory(window: RecentWindow, entry: StoryCandidate): void {
  const story = entry.story_id ?? entry.id;
  const members = window.byStory.get(story)?.filter((other) => other !== entry) ?? [];
  if (members.length > 0) window.byStory.set(story, members);
  else window.byStory.delete(story);
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
export function recordInWindow(db: Database, entry: StoryCandidate, movedStories: readonly string[], seen?: number): void {
  const window = windows.get(db);
  if (!window) return;
  for (const from of movedStories) moveStory(window, from, entry.story_id ?? entry.id);
  addEntry(window, entry);
  window.recorded.push({ number: ++recordedCount, entry });
  if (seen !== undefined) window.seenBy.set(entry.id, seen);
  if (window.recorded.length > 2 * RECORDED_KEPT) {
    window.recorded = window.recorded.slice(-RECORDED_KEPT);
    window.floor = window.recorded[0]!.number - 1;
  }
}

/** How many articles this process has recorded: what an article about to look for its story has seen. */
export function seenSoFar(): number {
  return recordedCount;
}

/**
 * The articles recorded here after `id` looked for its story, which it could
 * not see (reports placed side by side); null when that is not known (it
 * was recorded elsewhere, or before the window was read again): look again.
 */
export function recordedSince(window: RecentWindow, id: string): StoryCandidate[] | null {
  const seen = window.seenBy.get(id);
  if (seen === undefined || seen < window.floor) return null;
  return window.recorded.filter(({ number, entry }) => number > seen && entry.id !== id && window.byId.get(entry.id) === entry).map(({ entry }) => entry);
}

/** Moves the held articles of story `from` into story `to`, as the database did. */
export function moveStory(window: RecentWindow, from: string, to: string): void {
  if (from === to) return;
  const members = window.byStory.get(from) ?? [];
  for (const member of members) member.story_id = to;
  window.byStory.delete(from);
  if (members.length > 0) window.byStory.set(to, [...(window.byStory.get(to) ?? []), ...members]);
}

/** Puts one held article in `story`, as the database did. */
export function setStory(window: RecentWindow, entry: StoryCandidate, story: string): void {
  if ((entry.story_id ?? entry.id) === story) return;
  leaveStory(window, entry);
  entry.story_id = story;
  window.byStory.set(story, [...(window.byStory.get(story) ?? []), entry]);
}

/** Drops a held article that is no longer published (deleted, or taken back). */
export function dropFromWindow(window: RecentWindow, entry: StoryCandidate): void {
  if (window.byId.get(entry.id) === entry) removeEntry(window, entry);
}

/**
 * The stories of `matches`, each with its earliest article and how many it
 * holds, as held (or as matched, for articles older than what is held),
 * leaving out the articles being placed again (`leaving`): what decides which
 * story the others merge into (story-components.ts earliestStory) and whether
 * they are small enough to move.
 */
export function storiesOf(window: RecentWindow, matches: readonly StoryCandidate[], leaving: ReadonlySet<string> = new Set()): SettledStory[] {
  const stories = new Map<string, { earliest: number; members: Set<string> }>();
  for (const match of matches) {
    const key = storyOf(match);
    const story = stories.get(key) ?? { earliest: Infinity, members: new Set<string>() };
    stories.set(key, story);
    story.earliest = Math.min(story.earliest, match.published_at.getTime());
    story.members.add(match.id);
    for (const member of window.byStory.get(key) ?? []) {
      if (leaving.has(member.id)) continue;
      story.earliest = Math.min(story.earliest, member.published_at.getTime());
      story.members.add(member.id);
    }
  }
  return [...stories].map(([key, story]) => ({ key, earliest: story.earliest, size: story.members.size }));
}

/** The unseen articles (RecentWindow.unseen), handed to one settling and forgotten. */
export function takeUnseen(window: RecentWindow): StoryCandidate[] {
  const unseen = window.unseen;
  window.unseen = [];
  return unseen;
}

/** Drops this process's window: the next grouping reads it again (the hourly settling; platform/database-caches). */
export function forgetRecentWindow(db: Database): void {
  windows.delete(db);
}
