import type { Database } from "../../db/database.js";
import type { AdminArticle, UpdateArticleInput } from "../../shared/admin-articles.js";
import { updateArticle } from "../../articles/admin/update-article.js";
import { recordAdminCorrection } from "./record-training-example.js";

/**
 * The admin's edit of an article, learned from: the edit is the articles
 * capability's own; a category or sentiment set by the admin then becomes a
 * label the local analyzer learns from (docs/product.md#local-analyzer).
 * Written here, above articles/, so articles/ never imports the AI.
 */
export async function correctArticle(db: Database, id: string, input: UpdateArticleInput): Promise<AdminArticle> {
  const row = await updateArticle(db, id, input);
  if (input.category !== undefined || input.sentiment !== undefined) await recordAdminCorrection(db, id);
  return row;
}
