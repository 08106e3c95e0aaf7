import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../database.js";
import { readTables } from "../transfer/catalog.js";
import type { SqlSession } from "../transfer/sql-session.js";
import { checksumTable } from "../transfer/table-checksum.js";

/** A table's row count and a digest of its rows' contents, whatever their order on disk. */
export interface TableChecksum {
  table: string;
  rows: number;
  /** The move's checksum (src/db/transfer/table-checksum.ts): equal contents give equal digests. */
  digest: string;
}

/** The application's database as the move's catalog and checksum read one (statements without parameters). */
function sessionOf(db: Database): SqlSession {
  return { query: async <T>(text: string) => ({ rows: await queryRows<T>(db, sql.raw(text)) }) };
}

/** The tables of the application's schema (public), by name. */
export async function schemaTables(db: Database): Promise<string[]> {
  return (await readTables(sessionOf(db))).map((table) => table.name);
}

/**
 * Every table's count and content digest: what a restore is checked against.
 * One checksum for backups and for the move, so both prove the same thing.
 */
export async function tableChecksums(db: Database): Promise<TableChecksum[]> {
  const session = sessionOf(db);
  const result: TableChecksum[] = [];
  for (const table of await readTables(session)) {
    const { rows, checksum } = await checksumTable(session, table);
    result.push({ table: table.name, rows, digest: checksum });
  }
  return result;
}
