import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { queryRows, type Database } from "./database.js";

/**
 * Deletes the rows of `table` whose `column` is before `cutoff`, `batchSize`
 * at a time, each batch a statement of its own: no long lock on PostgreSQL,
 * and on the embedded database a turn of the event loop between batches, so
 * requests are served meanwhile. The table has an `id` key and the column an
 * index. Answers how many went.
 */
export async function deleteInBatches(db: Database, table: PgTable, column: PgColumn, cutoff: Date, batchSize = 2_000): Promise<number> {
  let removed = 0;
  for (;;) {
    const [batch] = await queryRows<{ n: number }>(
      db,
      sql`with gone as (
            delete from ${table} where id in (select id from ${table} where ${column} < ${cutoff.toISOString()} limit ${batchSize})
            returning 1
          )
          select count(*)::int as n from gone`,
    );
    removed += batch?.n ?? 0;
    if ((batch?.n ?? 0) < batchSize) return removed;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
