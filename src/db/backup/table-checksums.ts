import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../database.js";

/** A table's row count and a digest of its rows' contents, whatever their order on disk. */
export interface TableChecksum {
  table: string;
  rows: number;
  /** md5 over the sorted md5s of each row's text form; equal contents give equal digests on both engines. */
  digest: string;
}

/** The tables of the application's schema (public), by name. */
export async function schemaTables(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/**
 * Every table's count and content digest: what a restore is checked against.
 * Sorting the row digests makes the sum independent of physical order, which
 * a restore (or a VACUUM) changes.
 */
export async function tableChecksums(db: Database): Promise<TableChecksum[]> {
  const result: TableChecksum[] = [];
  for (const table of await schemaTables(db)) {
    const [row] = await queryRows<{ rows: number; digest: string | null }>(
      db,
      sql`select count(*)::int as rows, md5(coalesce(string_agg(h, '' order by h), '')) as digest
          from (select md5(t::text) as h from ${sql.identifier(table)} t) hashed`,
    );
    result.push({ table, rows: Number(row?.rows ?? 0), digest: row?.digest ?? "" });
  }
  return result;
}
