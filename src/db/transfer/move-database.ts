import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { DatabaseHandle } from "../database.js";
import * as schema from "../schema/index.js";
import { openDatabase } from "../client.js";
import { migrateAndSeed } from "../migrate.js";
import { parentsFirst, readSequences, readTables, tablesWithRows, type CatalogTable } from "./catalog.js";
import { copyTable } from "./copy-table.js";
import { dropSecondaryIndexes } from "./secondary-indexes.js";
import { MoveRefusedError } from "./move-refused-error.js";
import { openTarget, type TargetConnection } from "./open-target.js";
import { publicTable, useCanonicalOutput, type SqlSession } from "./sql-session.js";
import { checksumTable, type TableChecksum } from "./table-checksum.js";

/** One table as moved: its rows and checksum, the same on both ends. */
export interface MovedTable extends TableChecksum {
  name: string;
}

export interface MoveReport {
  tables: MovedTable[];
  /** Tables of the embedded database that its migrations did not make (a bench's, an operator's): not copied. */
  leftBehind: string[];
  /** Sequences set on the target to where the source's stood. */
  sequences: number;
  /** The whole move: migrating the target, copying, verifying, analyzing. */
  milliseconds: number;
}

export interface MoveOptions {
  /** The embedded database, opened (and so locked) by the caller. */
  source: DatabaseHandle;
  targetUrl: string;
  /** Rows read and inserted per statement; the default keeps a batch of articles to a few megabytes. */
  batchRows?: number;
  /** A line of progress for the operator: each table as it is done. */
  onProgress?: (line: string) => void;
}

const DEFAULT_BATCH_ROWS = 1_000;

/** Drizzle keeps its driver on the database object: the PGlite instance itself, which `query`s like a pg client. */
function sessionOf(handle: DatabaseHandle): SqlSession {
  return (handle.db as unknown as { $client: SqlSession }).$client;
}

/** Whether every table of the schema (the target's, as its migrations made it) exists on the source with the same columns, or the reason not. */
function schemaDifference(schema: CatalogTable[], source: CatalogTable[]): string | null {
  const sourceByName = new Map(source.map((table) => [table.name, table]));
  const columns = (t: CatalogTable) => t.columns.map((c) => `${c.name} ${c.type}`).join(", ");
  for (const table of schema) {
    const own = sourceByName.get(table.name);
    if (!own) return `the embedded database has no table ${table.name}`;
    if (columns(own) !== columns(table)) return `${table.name} has columns (${columns(own)}) here and (${columns(table)}) on the target`;
  }
  return null;
}

/** The tables the schema declares (src/db/schema/): the ones whose rows make a target "not empty". */
function applicationTableNames(): string[] {
  return Object.values(schema).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []));
}

/** Refuses a target that holds rows in any of the application's tables (it may not have them yet: a new database). */
async function assertEmpty(target: TargetConnection, names: string[]): Promise<void> {
  const existing = new Set((await readTables(target)).map((table) => table.name));
  const filled = await tablesWithRows(
    target,
    names.filter((name) => existing.has(name)),
  );
  if (filled.length) {
    throw new MoveRefusedError(
      `The target database is not empty: ${filled.sort().join(", ")} already hold rows. move-to copies into an empty database only, ` +
        `so nothing there is overwritten; create a new one (for example: createdb rassegna) and give its URL.`,
    );
  }
}

/**
 * Copies every table of the embedded database into an empty PostgreSQL
 * database (`npm run admin -- move-to`): the target is migrated with the same
 * migrations, then filled in one transaction, parents before children, with
 * the tables' own triggers off (the rows arrive with what those triggers
 * computed on the source: search vectors, view totals); sequences are set to
 * where the source's stood; every table's count and checksum must match on
 * both ends before the transaction commits. A failure leaves the target
 * migrated and empty.
 */
export async function moveDatabase(options: MoveOptions): Promise<MoveReport> {
  const started = performance.now();
  const progress = options.onProgress ?? (() => undefined);
  if (options.source.engine !== "pglite") throw new MoveRefusedError("The source must be the embedded database.");
  const source = sessionOf(options.source);
  const target = await openTarget(options.targetUrl);
  try {
    await assertEmpty(target, applicationTableNames());
    // The source is brought up to date first, as the server would at start, so both ends have one schema.
    await migrateAndSeed(options.source);
    await useCanonicalOutput(source);
    const sourceTables = await readTables(source);
    progress("Migrating the target database...");
    const targetHandle = await openDatabase({ databaseUrl: options.targetUrl });
    try {
      await migrateAndSeed(targetHandle);
    } finally {
      await targetHandle.close();
    }
    // The schema is what the migrations made on the target; a table only the source has is none of Rassegna's.
    const tables = parentsFirst(await readTables(target));
    const difference = schemaDifference(tables, sourceTables);
    if (difference) throw new MoveRefusedError(`The two databases' schemas differ after migrating (${difference}); is this the same Rassegna version?`);
    const schemaNames = new Set(tables.map((table) => table.name));
    const leftBehind = sourceTables.filter((table) => !schemaNames.has(table.name)).map((table) => table.name);
    if (leftBehind.length) progress(`Left behind, not part of Rassegna's schema: ${leftBehind.join(", ")}`);

    await useCanonicalOutput(target);
    await source.query("begin isolation level repeatable read read only");
    await target.query("begin");
    // A role's default statement timeout must not cut a large table's copy or index build halfway.
    await target.query("set local statement_timeout = 0");
    try {
      const moved = await copyAll(source, target, tables, options.batchRows ?? DEFAULT_BATCH_ROWS, progress);
      const sequences = await copySequences(source, target);
      await target.query("commit");
      progress("Analyzing the target (planner statistics)...");
      await target.query("analyze");
      return { tables: moved, sequences, leftBehind, milliseconds: performance.now() - started };
    } catch (error) {
      await target.query("rollback").catch(() => undefined);
      throw error;
    } finally {
      await source.query("rollback").catch(() => undefined);
    }
  } finally {
    await target.close();
  }
}

/** Inside the open transactions: empties the seeded defaults, copies each table and checks it against the source. */
async function copyAll(source: SqlSession, target: SqlSession, tables: CatalogTable[], batchRows: number, progress: (line: string) => void): Promise<MovedTable[]> {
  // The target held no rows before migrating; what it holds now are the seed's defaults, which the source's rows replace.
  await target.query(`truncate ${tables.map((table) => publicTable(table.name)).join(", ")}`);
  // Foreign keys stay checked (parents go first); the tables' own triggers would compute again what the rows already carry.
  for (const table of tables) await target.query(`alter table ${publicTable(table.name)} disable trigger user`);
  const indexes = await dropSecondaryIndexes(target);
  const moved: MovedTable[] = [];
  for (const table of tables) {
    const tableStarted = performance.now();
    const copied = await copyTable(source, target, table, { batchRows });
    const [expected, actual] = [await checksumTable(source, table), await checksumTable(target, table)];
    if (copied !== expected.rows || expected.rows !== actual.rows || expected.checksum !== actual.checksum) {
      throw new MoveRefusedError(
        `${table.name} did not arrive intact (${expected.rows} rows, checksum ${expected.checksum} here; ${actual.rows} rows, checksum ${actual.checksum} on the target). Nothing was committed.`,
      );
    }
    moved.push({ name: table.name, ...actual });
    progress(`  ${table.name.padEnd(24)} ${actual.rows.toLocaleString("en").padStart(10)} rows  ${((performance.now() - tableStarted) / 1000).toFixed(1)} s`);
  }
  for (const table of tables) await target.query(`alter table ${publicTable(table.name)} enable trigger user`);
  const indexesStarted = performance.now();
  // Index builds sort in memory up to this size; the default 64 MB spills a large table's to disk.
  await target.query("set local maintenance_work_mem = '128MB'");
  await indexes.rebuild();
  progress(`  ${indexes.count} indexes built again in ${((performance.now() - indexesStarted) / 1000).toFixed(1)} s`);
  return moved;
}

/** Sets every sequence of the target to where the source's stood, so rows added later get new numbers. */
async function copySequences(source: SqlSession, target: SqlSession): Promise<number> {
  const schemaSequences = new Set((await readSequences(target)).map((sequence) => sequence.name));
  const sequences = (await readSequences(source)).filter((sequence) => schemaSequences.has(sequence.name));
  for (const sequence of sequences) {
    const name = publicTable(sequence.name);
    if (sequence.lastValue === null) {
      await target.query(`select setval($1::regclass, (select start_value from pg_sequences where schemaname = 'public' and sequencename = $2), false)`, [name, sequence.name]);
    } else {
      await target.query("select setval($1::regclass, $2::bigint, true)", [name, sequence.lastValue]);
    }
  }
  return sequences.length;
}

