import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";

/** The three kinds of backup file: pg_dump's custom format, our logical export, PGlite's data-dir tarball. */
export type BackupFormat = "pg_dump" | "logical" | "pglite";

/** The first line of a logical export (gzip'd JSON lines). */
export const LOGICAL_MAGIC = "rassegna-logical-backup";

/** A backup or restore that cannot go on for a reason the operator can fix (a missing file, a bad folder): said in one line. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** Which kind of backup `file` holds, from its first bytes; throws BackupError for anything else. */
export async function backupFormat(file: string): Promise<BackupFormat> {
  let head: Buffer;
  try {
    const handle = await fsp.open(file, "r");
    try {
      const buffer = Buffer.alloc(64 * 1024);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      head = buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(code === "ENOENT" ? `No backup file at ${file}.` : `Cannot read ${file}: ${(error as Error).message}`);
  }
  if (head.subarray(0, 5).toString("latin1") === "PGDMP") return "pg_dump";
  if (head[0] === 0x1f && head[1] === 0x8b) {
    const start = gunzipPrefix(head);
    if (start.subarray(0, LOGICAL_MAGIC.length + 20).toString("utf8").includes(LOGICAL_MAGIC)) return "logical";
    // A tar entry: "ustar" at offset 257 of its first header.
    if (start.subarray(257, 262).toString("latin1") === "ustar") return "pglite";
  }
  throw new BackupError(`${file} is not a Rassegna backup (neither pg_dump's custom format, a logical export nor a PGlite dump).`);
}

/** The start of a gzip stream whose tail is cut off: as much as inflates. */
function gunzipPrefix(head: Buffer): Buffer {
  try {
    return gunzipSync(head, { finishFlush: 2 /* Z_SYNC_FLUSH: a cut stream is no error */ });
  } catch {
    return Buffer.alloc(0);
  }
}

/**
 * Where a backup is written before it is complete: beside its final name, so
 * the rename that publishes it stays on one file system, and a half-written
 * backup never carries the name of a good one.
 */
export function partialPath(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.partial`);
}

/** Checks that `file` can be created: its folder exists and is writable. Throws BackupError otherwise. */
export function checkWritableTarget(file: string): void {
  const folder = path.dirname(file);
  if (!fs.existsSync(folder)) throw new BackupError(`The folder ${folder} does not exist.`);
  try {
    fs.accessSync(folder, fs.constants.W_OK);
  } catch {
    throw new BackupError(`The folder ${folder} is not writable by this user.`);
  }
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) throw new BackupError(`${file} is a folder, not a file.`);
}

/** Flushes the written partial file and gives it its final name; answers its size. */
export async function publishPartial(partial: string, file: string): Promise<number> {
  const handle = await fsp.open(partial, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsp.rename(partial, file);
  return (await fsp.stat(file)).size;
}
