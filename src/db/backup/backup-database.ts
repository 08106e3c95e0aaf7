import fs from "node:fs";
import path from "node:path";
import type { DatabaseHandle } from "../database.js";
import { checkWritableTarget, partialPath, publishPartial, type BackupFormat } from "./backup-file.js";
import { exportLogical } from "./logical-export.js";
import { libpqEnvironment, pgDumpMismatch, run, serverMajor, toolMajor } from "./pg-tools.js";
import { dumpPglite } from "./pglite-dump.js";

/** What a backup wrote. */
export interface BackupResult {
  file: string;
  bytes: number;
  durationMs: number;
  format: BackupFormat;
  /** Why the logical export was used instead of pg_dump; null otherwise. */
  note: string | null;
}

export interface BackupOptions {
  /** The PostgreSQL URL the handle was opened with (pg_dump connects on its own). */
  databaseUrl?: string | undefined;
  /** On PostgreSQL, the logical export even when pg_dump is there. */
  logical?: boolean;
}

/**
 * Backs the database up to `file` (absolute or relative to the working
 * directory), consistent while the server writes: PGlite's own dump; on
 * PostgreSQL pg_dump's custom format (one snapshot), or the logical export
 * when pg_dump is missing or older than the server, saying why.
 */
export async function backupDatabase(handle: DatabaseHandle, file: string, options: BackupOptions = {}): Promise<BackupResult> {
  const target = path.resolve(file);
  checkWritableTarget(target);
  const started = performance.now();
  const done = (bytes: number, format: BackupFormat, note: string | null): BackupResult => ({ file: target, bytes, durationMs: Math.round(performance.now() - started), format, note });
  if (handle.engine === "pglite") return done(await dumpPglite(handle.db, target), "pglite", null);
  if (!options.databaseUrl) throw new Error("backupDatabase needs the PostgreSQL URL");
  const mismatch = options.logical ? "the logical export was asked for" : pgDumpMismatch(await toolMajor("pg_dump"), await serverMajor(handle.db));
  if (mismatch) return done(await exportLogical(handle.db, target), "logical", mismatch);
  const partial = partialPath(target);
  try {
    await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`], libpqEnvironment(options.databaseUrl));
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.chmodSync(partial, 0o600);
  return done(await publishPartial(partial, target), "pg_dump", null);
}
