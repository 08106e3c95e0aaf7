import type { Database } from "../../src/db/database.js";
import { articles } from "../../src/db/schema/index.js";

let serial = 0;

/** A published article row (ai_processed, completed), with overridable fields. */
export function publishedArticle(overrides: Partial<typeof articles.$inferInsert> = {}): typeof articles.$inferInsert {
  serial += 1;
  return {
    title: `Articolo pubblicato ${serial}`,
    content_summary: "Un riassunto di prova per l'articolo.",
    source_name: "Fonte di prova",
    source_url: `https://fonte.example.it/articolo-${serial}`,
    canonical_url: `https://fonte.example.it/articolo-${serial}`,
    category: "cronaca",
    sentiment: "neutrale",
    ai_processed: true,
    processing_status: "completed",
    processed_by_ai_provider: "locale",
    ...overrides,
  };
}

/** Stores published articles and returns their ids in the order given. */
export async function insertPublished(db: Database, rows: Array<Partial<typeof articles.$inferInsert>>): Promise<string[]> {
  const inserted = await db.insert(articles).values(rows.map(publishedArticle)).returning({ id: articles.id });
  return inserted.map((row) => row.id);
}
