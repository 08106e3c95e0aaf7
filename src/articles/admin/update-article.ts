import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import type { AdminArticle, UpdateArticleInput } from "../../shared/admin-articles.js";
import { NotFoundError } from "../../platform/errors.js";
import { signalContentChanged } from "../content-events.js";
import { adminArticleColumns } from "./admin-article-columns.js";

/**
 * The admin's edit of an article (docs/product.md#articoli): title, summary,
 * category (the twelve or "altro") and sentiment; fields left out stay. Its
 * status is untouched, so a published article stays public (in "altro" too,
 * without a category page); the search-vector trigger (migration 0003)
 * recomputes its vector, and the public caches are dropped. An edit that sends the summary (the dashboard's dialog
 * always does, after showing it) makes the administrator answerable for it: the site then says "rivisto dalla
 * redazione" instead of labelling it as machine-written (docs/decisions.md, "Machine-written text").
 */
export async function updateArticle(db: Database, id: string, input: UpdateArticleInput, now = new Date()): Promise<AdminArticle> {
  const reviewed = input.content_summary !== undefined ? { summary_reviewed_at: now } : {};
  // The admin's category replaces a rule's (articles.rule_category): a later enrichment no longer brings the rule's back.
  const ruleCategory = input.category !== undefined ? { rule_category: null } : {};
  const [row] = await db
    .update(articles)
    .set({ ...input, ...reviewed, ...ruleCategory })
    .where(eq(articles.id, id))
    .returning(adminArticleColumns);
  if (!row) throw new NotFoundError("Article not found");
  await signalContentChanged(db);
  return row;
}
