import { readFileSync } from "node:fs";
import type { Database } from "../../src/db/database.js";
import { articles } from "../../src/db/schema/index.js";

/** One article of tests/fixtures/search/articles.json (README.md there says where it comes from). */
export interface JudgedArticle {
  key: string;
  source: string;
  title: string;
  summary: string;
  body: string;
  published_at: string;
  category: string;
}

/** One judged query: graded relevance (2 about it, 1 mentions it), and articles judged not relevant. */
export interface JudgedQuery {
  query: string;
  set: "tuning" | "held-out";
  relevant: Record<string, 1 | 2>;
  not_relevant?: string[];
  note?: string;
}

/** The scores of one ranking, or their means over queries. */
export interface SearchScores {
  precisionAt1: number;
  /** Relevant share of the top 5, out of the most a query could score (fewer than 5 relevant articles). */
  precisionAt5: number;
  mrr: number;
  ndcgAt10: number;
  /** Share of queries where an article judged not relevant ranks above a relevant one. */
  confusions: number;
}

const FIXTURES = new URL("../fixtures/search/", import.meta.url);
const HOUR_MS = 3_600_000;

/** The judged set: the articles and the queries with their judgements. */
export function loadJudgedSet(): { articles: JudgedArticle[]; queries: JudgedQuery[] } {
  const stored = JSON.parse(readFileSync(new URL("articles.json", FIXTURES), "utf8")) as JudgedArticle[];
  const { queries } = JSON.parse(readFileSync(new URL("judged-queries.json", FIXTURES), "utf8")) as { queries: JudgedQuery[] };
  return { articles: stored, queries };
}

/**
 * Stores the judged articles as published, their ages kept but moved so the
 * newest is an hour old at `now` (ranking decays with age: the scores must not
 * drift with the day the test runs). Answers article id -> key.
 */
export async function storeJudgedArticles(db: Database, judged: JudgedArticle[], now: Date): Promise<Map<string, string>> {
  const newest = Math.max(...judged.map((article) => Date.parse(article.published_at)));
  const shift = now.getTime() - HOUR_MS - newest;
  const rows = await db
    .insert(articles)
    .values(
      judged.map((article) => ({
        title: article.title,
        content_summary: article.summary,
        content_original: article.body,
        category: article.category,
        sentiment: "neutrale",
        source_name: article.source,
        source_url: `https://judged.example.it/${article.key}`,
        canonical_url: `https://judged.example.it/${article.key}`,
        published_at: new Date(Date.parse(article.published_at) + shift),
        ai_processed: true,
        processing_status: "completed",
        processed_by_ai_provider: "locale",
      })),
    )
    .returning({ id: articles.id, url: articles.canonical_url });
  return new Map(rows.map((row) => [row.id, row.url.slice("https://judged.example.it/".length)]));
}

/** The scores of one query's ranking (keys, best first). */
export function scoreRanking(ranked: string[], judged: JudgedQuery): SearchScores {
  const gain = (key: string | undefined) => (key === undefined ? 0 : (judged.relevant[key] ?? 0));
  const firstRelevant = ranked.findIndex((key) => gain(key) > 0);
  const dcg = (gains: number[]) => gains.slice(0, 10).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg(Object.values(judged.relevant).sort((a, b) => b - a));
  const notRelevant = new Set(judged.not_relevant ?? []);
  const lastRelevant = ranked.reduce((last, key, i) => (gain(key) > 0 ? i : last), -1);
  return {
    precisionAt1: gain(ranked[0]) > 0 ? 1 : 0,
    precisionAt5: ranked.slice(0, 5).filter((key) => gain(key) > 0).length / Math.min(5, Object.keys(judged.relevant).length),
    mrr: firstRelevant < 0 ? 0 : 1 / (firstRelevant + 1),
    ndcgAt10: ideal === 0 ? 0 : dcg(ranked.map(gain)) / ideal,
    confusions: ranked.slice(0, lastRelevant).some((key) => notRelevant.has(key)) ? 1 : 0,
  };
}

/** The mean of each score. */
export function meanScores(all: SearchScores[]): SearchScores {
  const mean = (pick: (s: SearchScores) => number) => all.reduce((sum, s) => sum + pick(s), 0) / Math.max(1, all.length);
  return {
    precisionAt1: mean((s) => s.precisionAt1),
    precisionAt5: mean((s) => s.precisionAt5),
    mrr: mean((s) => s.mrr),
    ndcgAt10: mean((s) => s.ndcgAt10),
    confusions: mean((s) => s.confusions),
  };
}

/** One query's ranking (article keys, best first) and its scores. */
export interface QueryResult {
  query: JudgedQuery;
  ranked: string[];
  scores: SearchScores;
}

/** Runs every query through `search` (ids, best first) and scores it: per query and the means of each set. */
export async function evaluateSearch(
  queries: JudgedQuery[],
  keyOf: Map<string, string>,
  search: (query: string) => Promise<string[]>,
): Promise<{ perQuery: QueryResult[]; tuning: SearchScores; heldOut: SearchScores }> {
  const perQuery: QueryResult[] = [];
  for (const query of queries) {
    const ranked = (await search(query.query)).map((id) => keyOf.get(id) ?? id);
    perQuery.push({ query, ranked, scores: scoreRanking(ranked, query) });
  }
  const of = (set: JudgedQuery["set"]) => meanScores(perQuery.filter((row) => row.query.set === set).map((row) => row.scores));
  return { perQuery, tuning: of("tuning"), heldOut: of("held-out") };
}
