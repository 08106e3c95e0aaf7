/**
 * The labelled examples the local analyzer learns from (ai_training_examples):
 * the admin's corrections and real providers' answers. Read newest first and
 * bounded, cached, and read again when the table changed: at once for a
 * change made by this process, within CHECK_INTERVAL_MS for another's.
 */
import { desc, max, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { aiTrainingExamples } from "../../db/schema/index.js";
import { CATEGORIES, type Category, type TrainingOrigin } from "../../shared/constants.js";

/** One labelled text: its category (null when the label is "altro" or missing) and where the label came from. */
export interface LearnedExample {
  origin: TrainingOrigin;
  category: Category | null;
  sentiment: string | null;
  title: string;
  text: string;
}

/** The examples as loaded; the same object until the table changes, so derived models can be cached on it. */
export interface LearnedExamples {
  examples: readonly LearnedExample[];
}

/** The newest examples read: a bound on the analyzer's memory and on the time to count them. */
export const MAX_LEARNED_EXAMPLES = 2000;
/** How often the table is checked for another process's changes. */
export const CHECK_INTERVAL_MS = 60_000;

const EMPTY: LearnedExamples = { examples: [] };
let cached: { signature: string; value: LearnedExamples; checkedAt: number; localVersion: number } | null = null;
let localVersion = 0;

/** Called after this process writes an example: the next read sees it. */
export function trainingExamplesChanged(): void {
  localVersion += 1;
}

/** The learned examples, from the cache while the table is unchanged; one example per article, the admin's first. */
export async function loadTrainingExamples(db: Database, now = Date.now()): Promise<LearnedExamples> {
  if (cached && cached.localVersion === localVersion && now - cached.checkedAt < CHECK_INTERVAL_MS) return cached.value;
  const [state] = await db.select({ count: sql<number>`count(*)::int`, newest: max(aiTrainingExamples.created_at) }).from(aiTrainingExamples);
  const signature = `${state?.count ?? 0}/${state?.newest?.toISOString() ?? ""}`;
  if (cached?.signature === signature) {
    cached = { ...cached, checkedAt: now, localVersion };
    return cached.value;
  }
  const rows = await db
    .select({
      article_id: aiTrainingExamples.article_id,
      origin: aiTrainingExamples.origin,
      category: aiTrainingExamples.category,
      sentiment: aiTrainingExamples.sentiment,
      title: aiTrainingExamples.title,
      text: aiTrainingExamples.text,
    })
    .from(aiTrainingExamples)
    .orderBy(desc(aiTrainingExamples.created_at))
    .limit(MAX_LEARNED_EXAMPLES);
  const adminLabelled = new Set(rows.filter((row) => row.origin === "admin" && row.article_id).map((row) => row.article_id));
  const examples = rows
    .filter((row) => row.origin === "admin" || !row.article_id || !adminLabelled.has(row.article_id))
    .map((row) => ({
      origin: row.origin as TrainingOrigin,
      category: (CATEGORIES as readonly string[]).includes(row.category ?? "") ? (row.category as Category) : null,
      sentiment: row.sentiment,
      title: row.title,
      text: row.text,
    }));
  cached = { signature, value: examples.length > 0 ? { examples } : EMPTY, checkedAt: now, localVersion };
  return cached.value;
}
