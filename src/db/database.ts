import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema/index.js";

/**
 * The seam every domain function takes: a Drizzle database over PGlite or
 * PostgreSQL. Code written against it runs unchanged on both engines.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An opened database with the handle to close it. */
export interface DatabaseHandle {
  db: Database;
  engine: "pglite" | "postgres";
  close(): Promise<void>;
  /** PGlite created and migrated in this start's child (createPgliteDir): nothing to vacuum or analyze yet. */
  createdNow?: boolean;
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Runs raw SQL as a prepared statement named after its text: on PostgreSQL
 * each connection parses it once and, after a few runs, keeps its plan, where
 * an unnamed query is parsed and planned every time (the sync's lookups spent
 * more time planned than run: docs/performance.md, "Eighth pass"). For
 * statements run often whose text does not change with their values (those
 * go in parameters): each distinct text stays prepared on every connection
 * that ran it. PGlite runs it as any query.
 */
export async function queryPreparedRows<T>(db: Database, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = `rassegna_${createHash("sha1").update(built.sql).digest("hex").slice(0, 24)}`;
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/**
 * The PGlite databases opened in this process (pglite-open.ts marks each). A
 * mark rather than drizzle's PgliteDatabase class: importing that class loads
 * PGlite's package, which a server on PostgreSQL never needs.
 */
const embeddedDatabases = new WeakSet<object>();

export function markEmbeddedDatabase(db: Database): void {
  embeddedDatabases.add(db);
}

/** Whether `db` is the embedded PGlite: one connection inside this process, whose queries run on its event loop. */
export function isEmbeddedDatabase(db: Database): boolean {
  return embeddedDatabases.has(db);
}
