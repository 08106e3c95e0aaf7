import type { Database } from "../../src/db/database.js";
import { articles } from "../../src/db/schema/index.js";

let serial = 0;

/** Stores `count` pending articles with Italian text, newest first by `published_at`; returns their ids in that order. */
export async function insertPendingArticles(db: Database, count: number, base: { published?: Date; text?: string } = {}): Promise<string[]> {
  const start = (base.published ?? new Date("2026-11-20T08:00:00Z")).getTime();
  const rows = Array.from({ length: count }, (_, index) => {
    serial += 1;
    return {
      title: `Il consiglio comunale approva il bilancio ${serial}`,
      content_original:
        base.text ??
        "Il consiglio comunale di Bologna ha approvato ieri sera il bilancio di previsione. La giunta ha presentato un piano di investimenti per le scuole e i trasporti. L'opposizione ha criticato i tempi della discussione.",
      source_name: "Gazzetta di Prova",
      source_url: `https://example.it/articolo/${serial}`,
      canonical_url: `https://example.it/articolo/${serial}`,
      published_at: new Date(start - index * 60_000),
    };
  });
  const inserted = await db.insert(articles).values(rows).returning({ id: articles.id, published_at: articles.published_at });
  return inserted.sort((a, b) => b.published_at.getTime() - a.published_at.getTime()).map((row) => row.id);
}
