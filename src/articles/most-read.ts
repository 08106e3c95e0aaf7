/**
 * "Più lette" (docs/product.md#most-read): the published articles read most
 * in the last 24 hours, one per story, counted from the raw view rows, which
 * hold only counted views (a reader once per article in 30 minutes, never a
 * crawler: record-view.ts). Kept in two parts so that the listing pays
 * nothing for it (docs/decisions.md, "Most read"): the ranking, an aggregate
 * of a day's views that no publish changes, is refreshed every few minutes
 * in the background while the last one is served; the cards are re-read (a
 * lookup by primary key) only after public content changed, so a deleted or
 * edited article leaves the list at once.
 */
import { and, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { articles, statistics } from "../db/schema/index.js";
import type { MostReadCard } from "../shared/articles.js";
import { isPublished } from "./lifecycle/index.js";
import { publicCardColumns } from "./public-card-columns.js";

/** How many "Più lette" shows. */
export const MOST_READ_SHOWN = 5;
/** Ranked articles read: enough that five remain once unpublished ones and a story's second article drop out. */
const RANKED = 40;
const DAY_MS = 24 * 3_600_000;
/** How old a ranking may be before the next request refreshes it (in the background, serving this one). */
export const MOST_READ_REFRESH_MS = 5 * 60_000;

interface Ranked {
  article_id: string;
  views: number;
}

/** The articles with most counted views since `since`, most first (one index range scan of the raw views). */
export async function rankMostRead(db: Database, since: Date, limit = RANKED): Promise<Ranked[]> {
  const views = sql<number>`count(*)::int`;
  return db
    .select({ article_id: statistics.article_id, views })
    .from(statistics)
    .where(gte(statistics.created_at, since))
    .groupBy(statistics.article_id)
    .orderBy(sql`count(*) desc`, statistics.article_id)
    .limit(limit);
}

/** The ranking's published articles as cards, most read first, one per story, at most `shown`. */
export async function mostReadCards(db: Database, ranking: readonly Ranked[], shown = MOST_READ_SHOWN): Promise<MostReadCard[]> {
  if (ranking.length === 0) return [];
  const rows = await db
    .select(publicCardColumns)
    .from(articles)
    .where(and(inArray(articles.id, ranking.map((entry) => entry.article_id)), isPublished));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const stories = new Set<string>();
  const cards: MostReadCard[] = [];
  for (const { article_id, views } of ranking) {
    const card = byId.get(article_id);
    if (!card) continue;
    const story = card.story_id ?? card.id;
    if (stories.has(story)) continue;
    stories.add(story);
    cards.push({ ...card, views_24h: views });
    if (cards.length === shown) break;
  }
  return cards;
}

/** This process's "Più lette": see the module's comment. */
export class MostReadCache {
  private ranking: { at: number; value: Ranked[] } | undefined;
  private rankingLoad: Promise<Ranked[]> | undefined;
  private cards: Promise<MostReadCard[]> | undefined;
  private readonly now: () => number;

  constructor(options: { now?: () => number } = {}) {
    this.now = options.now ?? Date.now;
  }

  /** 1 while cards are kept, else 0 (for Diagnostica's cache tool). */
  get size(): number {
    return this.cards ? 1 : 0;
  }

  /** Forgets the cards (public content changed); the ranking, a count of views, stays. */
  clear(): void {
    this.cards = undefined;
  }

  /** The cards to show, reading only what is missing or stale. */
  async get(db: Database): Promise<MostReadCard[]> {
    const stale = !this.ranking || this.now() - this.ranking.at >= MOST_READ_REFRESH_MS;
    if (!this.ranking) await this.refresh(db);
    else if (stale) void this.refresh(db).catch(() => undefined);
    if (!this.cards) {
      const cards = mostReadCards(db, this.ranking!.value);
      this.cards = cards;
      cards.catch(() => {
        if (this.cards === cards) this.cards = undefined;
      });
    }
    return this.cards;
  }

  /** Reads the ranking once however many ask at the same time; new cards follow it. */
  private refresh(db: Database): Promise<Ranked[]> {
    this.rankingLoad ??= rankMostRead(db, new Date(this.now() - DAY_MS))
      .then((value) => {
        this.ranking = { at: this.now(), value };
        this.cards = undefined;
        return value;
      })
      .finally(() => {
        this.rankingLoad = undefined;
      });
    return this.rankingLoad;
  }
}
