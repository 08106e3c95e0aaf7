import { sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { queryRows } from "../db/database.js";
import type { CorpusStats } from "./types.js";

/** Enough recent articles for stable document frequencies, few enough to read in well under a second. */
const SAMPLE_SIZE = 2_000;
const SAMPLE_CHARS = 2_000;
const TTL_MS = 10 * 60_000;

const cache = new WeakMap<Database, { stats: CorpusStats; expires: number }>();

/**
 * Document frequencies over the most recent stored articles, for the local
 * analyzer's TF-IDF. Cached per database for ten minutes: new articles shift
 * frequencies slowly, and rebuilding per article would cost more than analysing it.
 */
export async function loadCorpusStats(db: Database, now = Date.now()): Promise<CorpusStats> {
  const cached = cache.get(db);
  if (cached && cached.expires > now) return cached.stats;
  const rows = await queryRows<{ text: string }>(
    db,
    sql`select title || ' ' || left(coalesce(content_original, content_summary, ''), ${SAMPLE_CHARS}) as text
        from articles order by imported_at desc limit ${SAMPLE_SIZE}`,
  );
  const { buildCorpusStats } = await import("./local/corpus-stats.js");
  const stats = buildCorpusStats(rows.map((row) => row.text));
  cache.set(db, { stats, expires: now + TTL_MS });
  return stats;
}

/** Drops the kept frequencies: the next enrichment reads them from the table as it is then. */
export function forgetCorpusStats(db: Database): void {
  cache.delete(db);
}
