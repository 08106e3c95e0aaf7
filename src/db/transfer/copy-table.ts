import type { CatalogTable } from "./catalog.js";
import { publicTable, quoteIdentifier, type SqlSession } from "./sql-session.js";

/**
 * Copies one table's rows from `source` (inside a transaction: the cursor
 * lives in it) into the same table of `target`, `batchRows` at a time, so no
 * table is ever held whole in memory. Every value travels as its text form
 * and is cast back to its column's type by the target, which reads dates with
 * their offset, arrays, jsonb, bytea and tsvector alike. The next batch is
 * read from PGlite while the target stores the current one. Answers the rows copied.
 */
export async function copyTable(
  source: SqlSession,
  target: SqlSession,
  table: CatalogTable,
  options: { batchRows: number; onBatch?: (copied: number) => void },
): Promise<number> {
  const columns = table.columns;
  await source.query(
    `declare move_rows no scroll cursor for select ${columns.map((c) => `${quoteIdentifier(c.name)}::text as ${quoteIdentifier(c.name)}`).join(", ")} from ${publicTable(table.name)}`,
  );
  // One array parameter per column, unnested back into rows: a batch is one statement with as many
  // parameters as the table has columns, however many rows it carries.
  const insert = `insert into ${publicTable(table.name)} (${columns.map((c) => quoteIdentifier(c.name)).join(", ")}) overriding system value
    select ${columns.map((c, i) => `cast(u.c${i} as ${c.type})`).join(", ")}
    from unnest(${columns.map((_, i) => `$${i + 1}::text[]`).join(", ")}) as u(${columns.map((_, i) => `c${i}`).join(", ")})`;
  const fetchBatch = () => source.query<Record<string, string | null>>(`fetch forward ${options.batchRows} from move_rows`).then((result) => result.rows);
  let copied = 0;
  try {
    let next = fetchBatch();
    for (;;) {
      const rows = await next;
      if (!rows.length) break;
      next = fetchBatch();
      // Settled now so that a failed insert below leaves no unhandled rejection behind.
      next.catch(() => undefined);
      await target.query(
        insert,
        columns.map((column) => rows.map((row) => row[column.name] ?? null)),
      );
      copied += rows.length;
      options.onBatch?.(copied);
    }
  } finally {
    await source.query("close move_rows").catch(() => undefined);
  }
  return copied;
}
