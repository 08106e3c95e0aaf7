import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articleTombstones, feedRules } from "../../db/schema/index.js";
import type { ParsedItem } from "../types.js";
import { runRules, ruleTexts, type RunnableRule } from "./run-rules.js";

type RuleRow = typeof feedRules.$inferSelect;

/** A stored rule as run-rules.ts runs it. */
export function runnable(row: Pick<RuleRow, "id" | "action" | "field" | "match_kind" | "pattern" | "category">): RunnableRule {
  return { id: row.id, action: row.action, field: row.field, match_kind: row.match_kind, pattern: row.pattern, category: row.category } as RunnableRule;
}

/** The enabled rules that apply to a feed: its own and every feed's, in the admin's order. */
export type FeedRuleBook = (feedId: string) => Promise<RunnableRule[]>;

/**
 * Every enabled rule, read once, on the first feed that asks: a sync of all feeds keeps one book for all of them,
 * where a query per feed was a seventh of the sync's statements (docs/performance.md, "Eighth pass"). A rule saved
 * while the sync runs applies from the next.
 */
export function syncRuleBook(db: Database): FeedRuleBook {
  let all: Promise<(RunnableRule & { feedId: string | null })[]> | undefined;
  return async (feedId) => {
    all ??= db
      .select()
      .from(feedRules)
      .where(eq(feedRules.enabled, true))
      .orderBy(asc(feedRules.position), asc(feedRules.created_at))
      .then((rows) => rows.map((row) => ({ ...runnable(row), feedId: row.feed_id })));
    return (await all).filter((rule) => rule.feedId === null || rule.feedId === feedId).map(({ feedId: _feed, ...rule }) => rule as RunnableRule);
  };
}

/**
 * The sync's one call into the rules (docs/product.md#regole), after the new items are chosen and before any page
 * is fetched: answers the items the rules keep, each carrying the category a rule gave it. A dropped item gets a
 * tombstone, as a deleted article does (docs/product.md#tombstones), so the next syncs skip it before reading
 * the rules again, and it stays out even if the rules change later. A rule skipped for its time limit is noted on it.
 */
export async function applyFeedRules<T extends { item: ParsedItem & { facts: { link: string | null } }; guid: string | null; canonical_url: string }>(
  db: Database,
  feed: { id: string; name: string },
  entries: T[],
  now: Date,
  ruleBook: FeedRuleBook = syncRuleBook(db),
): Promise<T[]> {
  if (entries.length === 0) return entries;
  const rules = await ruleBook(feed.id);
  if (rules.length === 0) return entries;
  const texts = entries.map(({ item }) =>
    ruleTexts({ title: item.title, summary: item.summary, link: item.facts.link ?? item.link ?? "", source: feed.name, category: item.categories.join("\n") }),
  );
  const { verdicts, skipped } = runRules(rules, texts);
  const dropped = entries.filter((_entry, index) => !verdicts[index]!.keep);
  if (dropped.length > 0) {
    await db
      .insert(articleTombstones)
      .values(dropped.map((entry) => ({ canonical_url: entry.canonical_url, feed_id: feed.id, guid: entry.guid, deleted_at: now, last_seen_at: now })))
      .onConflictDoNothing();
  }
  if (skipped.length > 0) {
    await db
      .update(feedRules)
      .set({ last_error: skipped[0]!.reason })
      .where(inArray(feedRules.id, skipped.map((skip) => skip.id)));
  }
  return entries.flatMap((entry, index) => {
    const verdict = verdicts[index]!;
    if (!verdict.keep) return [];
    return verdict.category ? [{ ...entry, item: { ...entry.item, ruleCategory: verdict.category } }] : [entry];
  });
}
