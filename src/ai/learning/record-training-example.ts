/**
 * Turns labels into training examples for the local analyzer
 * (docs/product.md#local-analyzer): the admin's edit of an article's category
 * or sentiment (origin "admin", which wins over a provider's) and each real
 * provider's answer (origin "provider"). One row per article and origin; a
 * newer label replaces the older.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { aiTrainingExamples } from "../../db/schema/index.js";
import type { AiAnswer } from "../../shared/ai.js";
import type { ArticleText } from "../types.js";
import { trainingExamplesChanged } from "./training-examples.js";

/** The text kept per example: the head of an article carries its topic, and the table stays small. */
export const EXAMPLE_TEXT_CHARS = 2000;

const REPLACE_LABEL = {
  target: [aiTrainingExamples.article_id, aiTrainingExamples.origin],
  set: {
    provider: sql`excluded.provider`,
    title: sql`excluded.title`,
    text: sql`excluded.text`,
    category: sql`excluded.category`,
    sentiment: sql`excluded.sentiment`,
    created_at: sql`now()`,
  },
};

/** Records the article's category and sentiment as the admin left them; nothing when the article is gone. */
export async function recordAdminCorrection(db: Database, articleId: string): Promise<void> {
  await db.execute(sql`
    insert into ai_training_examples (article_id, origin, title, text, category, sentiment)
    select id, 'admin', title, left(coalesce(nullif(content_original, ''), content_summary, ''), ${EXAMPLE_TEXT_CHARS}), category, sentiment
    from articles where id = ${articleId}
    on conflict (article_id, origin) do update set
      title = excluded.title, text = excluded.text, category = excluded.category, sentiment = excluded.sentiment, created_at = now()`);
  trainingExamplesChanged();
}

/** Records a real provider's answer for an article as a training example. */
export async function recordProviderAnswer(db: Database, articleId: string, provider: string, text: ArticleText, answer: AiAnswer): Promise<void> {
  await db
    .insert(aiTrainingExamples)
    .values({
      article_id: articleId,
      origin: "provider",
      provider,
      title: text.title,
      text: text.text.slice(0, EXAMPLE_TEXT_CHARS),
      category: answer.category,
      sentiment: answer.sentiment,
    })
    .onConflictDoUpdate(REPLACE_LABEL);
  trainingExamplesChanged();
}
