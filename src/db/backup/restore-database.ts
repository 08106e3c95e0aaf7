import path from "node:path";
import { sql } from "drizzle-orm";
import { queryRows, type DatabaseHandle } from "../database.js";
import { migrateAndSeed } from "../migrate.js";
import { DatabaseInUseError, lockPgliteDir } from "../pglite-lock.js";
import { backupDatabase, type BackupResult } from "./backup-database.js";
import { BackupError, backupFormat } from "./backup-file.js";
import { importLogical } from "./logical-export.js";
import { libpqEnvironment, run, toolMajor } from "./pg-tools.js";
import { holdsPgliteData, restorePgliteDir } from "./pglite-dump.js";

/** A restore that would replace data without being told to, or cannot run now: said in one line. */
export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

export interface RestoreResult {
  /** Where the data that was there before went: a moved-aside PGlite directory or a backup file; null when the target was empty. */
  previous: string | null;
  durationMs: number;
}

const stampOf = (now: Date) => now.toISOString().replace(/[:.]/g, "-");

/**
 * Restores a PGlite dump as the embedded database in `pgliteDir`. The server
 * must be stopped (its lock says whether one runs): PGlite belongs to one
 * process, and a restore replaces its whole directory. A directory holding
 * data is replaced only with `force`, and then moved aside, not deleted.
 */
export async function restorePglite(pgliteDir: string, file: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  const source = path.resolve(file);
  const format = await backupFormat(source);
  if (format !== "pglite") throw new BackupError(`${source} is a PostgreSQL backup (${format}): set DATABASE_URL to restore it into PostgreSQL.`);
  const started = performance.now();
  let unlock: () => void;
  try {
    unlock = lockPgliteDir(pgliteDir);
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      throw new RestoreRefusedError(`Rassegna is running on the embedded database in ${pgliteDir}: stop the server first (a restore replaces the whole database; a backup can be taken while it runs).`);
    }
    throw error;
  }
  try {
    if (holdsPgliteData(pgliteDir) && !options.force) {
      throw new RestoreRefusedError(`${pgliteDir} already holds a database. Add --force to replace it (the current directory is kept beside it, renamed).`);
    }
    const previous = await restorePgliteDir(source, pgliteDir);
    return { previous, durationMs: Math.round(performance.now() - started) };
  } finally {
    unlock();
  }
}

/** The tables of the application and of the migrations' record: none means a database nobody has used yet. */
async function existingTables(handle: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    handle.db,
    sql`select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Restores a pg_dump archive or a logical export into the PostgreSQL
 * database `handle` is open on. A database that already holds tables is
 * replaced only with `force`, and its current data is first backed up to
 * `<file>.before-restore-<time>` (a failure there stops the restore before
 * anything changes). Both ways run in one transaction: a failed restore
 * leaves the database as it was.
 */
export async function restorePostgres(handle: DatabaseHandle, databaseUrl: string, file: string, options: { force?: boolean; now?: Date } = {}): Promise<RestoreResult> {
  const source = path.resolve(file);
  const format = await backupFormat(source);
  if (format === "pglite") throw new BackupError(`${source} is a PGlite dump: restore it with DATABASE_URL unset, or move it to PostgreSQL with the move-to command.`);
  if (format === "pg_dump" && (await toolMajor("pg_restore")) === null) {
    throw new BackupError(`${source} was made by pg_dump, and pg_restore is not installed (Debian: apt install postgresql-client).`);
  }
  const started = performance.now();
  const occupied = (await existingTables(handle)) > 0;
  if (occupied && !options.force) {
    throw new RestoreRefusedError(`The database already holds Rassegna's tables. Add --force to replace them (their current data is backed up first, beside ${source}).`);
  }
  let safety: BackupResult | null = null;
  if (occupied) safety = await backupDatabase(handle, `${source}.before-restore-${stampOf(options.now ?? new Date())}`, { databaseUrl });
  if (format === "pg_dump") {
    const clean = occupied ? ["--clean", "--if-exists"] : [];
    await run("pg_restore", ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", ...clean, `--dbname=${libpqEnvironment(databaseUrl).PGDATABASE}`, source], libpqEnvironment(databaseUrl));
  } else {
    await migrateAndSeed(handle);
    await importLogical(handle.db, source);
  }
  return { previous: safety?.file ?? null, durationMs: Math.round(performance.now() - started) };
}
