/** The Regole section's capabilities (docs/product.md#regole): list, add, change, switch, move, delete, try. */
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { feedRules, rssFeeds } from "../../db/schema/index.js";
import { NotFoundError, ValidationError } from "../../platform/errors.js";
import type { FeedRuleDryRun, FeedRuleInput, FeedRuleView } from "../../shared/feed-rules.js";
import { dryRunRule } from "./dry-run.js";
import { checkRulePattern } from "./regex-safety.js";

type RuleRow = typeof feedRules.$inferSelect;

function toView(row: RuleRow, feedName: string | null): FeedRuleView {
  return {
    id: row.id,
    position: row.position,
    feed_id: row.feed_id,
    feed_name: feedName,
    action: row.action as FeedRuleView["action"],
    field: row.field as FeedRuleView["field"],
    match_kind: row.match_kind as FeedRuleView["match_kind"],
    pattern: row.pattern,
    category: row.category as FeedRuleView["category"],
    enabled: row.enabled,
    last_error: row.last_error,
    created_at: row.created_at.toISOString(),
  };
}

/** Every rule in the order they apply. */
export async function listRules(db: Database): Promise<FeedRuleView[]> {
  const rows = await db
    .select({ rule: feedRules, feedName: rssFeeds.name })
    .from(feedRules)
    .leftJoin(rssFeeds, eq(rssFeeds.id, feedRules.feed_id))
    .orderBy(asc(feedRules.position), asc(feedRules.created_at));
  return rows.map((row) => toView(row.rule, row.feedName));
}

async function viewOf(db: Database, id: string): Promise<FeedRuleView> {
  const view = (await listRules(db)).find((rule) => rule.id === id);
  if (!view) throw new NotFoundError("Rule not found");
  return view;
}

/** The input as stored: its regular expression checked, its category only on a set_category rule, its feed existing. */
async function checked(db: Database, input: FeedRuleInput) {
  if (input.match_kind === "regex") checkRulePattern(input.pattern);
  if (input.feed_id) {
    const [feed] = await db.select({ id: rssFeeds.id }).from(rssFeeds).where(eq(rssFeeds.id, input.feed_id));
    if (!feed) throw new ValidationError("feed_id: no such feed");
  }
  return { ...input, category: input.action === "set_category" ? input.category : null };
}

/** Adds a rule at the end of the order. */
export async function createRule(db: Database, input: FeedRuleInput): Promise<FeedRuleView> {
  const values = await checked(db, input);
  const [row] = await db
    .insert(feedRules)
    .values({ ...values, position: sql`(select coalesce(max(position), 0) + 1 from feed_rules)` })
    .returning({ id: feedRules.id });
  return viewOf(db, row!.id);
}

/** Replaces a rule's content, keeping its place; a rule saved again starts with no error. */
export async function replaceRule(db: Database, id: string, input: FeedRuleInput): Promise<FeedRuleView> {
  const values = await checked(db, input);
  const updated = await db.update(feedRules).set({ ...values, last_error: null }).where(eq(feedRules.id, id)).returning({ id: feedRules.id });
  if (updated.length === 0) throw new NotFoundError("Rule not found");
  return viewOf(db, id);
}

/** Switches a rule on or off, or swaps it with its neighbour above or below. */
export async function patchRule(db: Database, id: string, change: { enabled?: boolean | undefined; move?: "up" | "down" | undefined }): Promise<FeedRuleView> {
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(feedRules).orderBy(asc(feedRules.position), asc(feedRules.created_at)).for("update");
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) throw new NotFoundError("Rule not found");
    if (change.enabled !== undefined) await tx.update(feedRules).set({ enabled: change.enabled }).where(eq(feedRules.id, id));
    const other = change.move === "up" ? rows[index - 1] : change.move === "down" ? rows[index + 1] : undefined;
    if (!other) return;
    // Positions are renumbered 1..n in the new order, so equal or sparse positions never make a move a no-op.
    const order = rows.map((row) => row.id);
    const target = order.indexOf(other.id);
    [order[index], order[target]] = [order[target]!, order[index]!];
    for (const [position, ruleId] of order.entries()) await tx.update(feedRules).set({ position: position + 1 }).where(eq(feedRules.id, ruleId));
  });
  return viewOf(db, id);
}

export async function deleteRule(db: Database, id: string): Promise<void> {
  const deleted = await db.delete(feedRules).where(eq(feedRules.id, id)).returning({ id: feedRules.id });
  if (deleted.length === 0) throw new NotFoundError("Rule not found");
}

/** The dry run of an unsaved rule. */
export async function dryRunInput(db: Database, input: FeedRuleInput, now?: Date): Promise<FeedRuleDryRun> {
  const values = await checked(db, input);
  return dryRunRule(db, { id: "unsaved", ...values }, now);
}

/** The dry run of a saved rule, as it is saved (enabled or not). */
export async function dryRunSaved(db: Database, id: string, now?: Date): Promise<FeedRuleDryRun> {
  const [row] = await db.select().from(feedRules).where(eq(feedRules.id, id));
  if (!row) throw new NotFoundError("Rule not found");
  return dryRunRule(db, { ...row, category: row.category } as Parameters<typeof dryRunRule>[1], now);
}
