import type { CatalogTable } from "./catalog.js";
import { publicTable, quoteIdentifier, type SqlSession } from "./sql-session.js";

/** A table's row count and the checksum of its content. */
export interface TableChecksum {
  rows: number;
  checksum: string;
}

/**
 * The same statement on both engines: the md5 of every row's text, sorted
 * and hashed together. Sorting the rows' hashes (bytewise, COLLATE "C")
 * rather than the rows themselves makes the result independent of the
 * engines' collations, and keeps each row's text out of the aggregate: a
 * million rows sort 32 bytes each, not their whole content.
 */
export function checksumStatement(table: CatalogTable): string {
  const row = `row(${table.columns.map((column) => quoteIdentifier(column.name)).join(", ")})::text`;
  return `select count(*)::text as rows, coalesce(md5(string_agg(h, '' order by h collate "C")), '') as checksum
    from (select md5(${row}) as h from ${publicTable(table.name)}) hashed`;
}

/** Counts and checksums one table through `session` (whose output settings are the canonical ones: sql-session.ts). */
export async function checksumTable(session: SqlSession, table: CatalogTable): Promise<TableChecksum> {
  const { rows } = await session.query<{ rows: string; checksum: string }>(checksumStatement(table));
  return { rows: Number(rows[0]?.rows ?? 0), checksum: rows[0]?.checksum ?? "" };
}
