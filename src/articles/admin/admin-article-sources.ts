import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/database.js";

/** More sources than a select can usefully offer; past it the list is cut (alphabetically). */
const MAX_SOURCES = 1000;

/**
 * The distinct source names of the stored articles, alphabetically, for the
 * dashboard's source filter. A skip scan over articles_source_published_idx:
 * one index probe per source, however many articles each has.
 */
export async function adminArticleSources(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`with recursive sources(name, n) as (
          (select source_name, 1 from articles order by source_name limit 1)
          union all
          select (select source_name from articles where source_name > sources.name order by source_name limit 1), n + 1
          from sources
          where sources.name is not null and n < ${MAX_SOURCES}
        )
        select name from sources where name is not null`,
  );
  return rows.map((row) => row.name);
}
