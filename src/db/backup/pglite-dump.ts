import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { createGzip } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { Database } from "../database.js";
import { partialPath, publishPartial } from "./backup-file.js";

/** The PGlite under a Drizzle database opened by openDatabase. */
function pgliteOf(db: Database): PGlite {
  return (db as unknown as PgliteDatabase & { $client: PGlite }).$client;
}

/**
 * Writes PGlite's own dump of its data directory (a tarball, gzip'd) to
 * `file`; answers its size. It is taken inside a transaction, which holds
 * PGlite's transaction lock: no other transaction of this process is half
 * done in the copy, and the server's queries wait the few seconds it takes.
 */
export async function dumpPglite(db: Database, file: string): Promise<number> {
  const client = pgliteOf(db);
  // Data pages on disk, not only in the WAL: the copy then needs no recovery to open.
  await client.exec("checkpoint");
  // Uncompressed here, gzip'd by Node's zlib on its thread pool: PGlite's own "gzip" ran on this thread and
  // stalled every request for seconds (1.1 s of 3.8 s on the demo's 59 MB).
  const tarball = await client.transaction(() => client.dumpDataDir("none"));
  const partial = partialPath(file);
  try {
    await pipeline(Readable.fromWeb(tarball.stream() as WebReadableStream<Uint8Array>), createGzip({ level: 6 }), fs.createWriteStream(partial, { mode: 0o600 }));
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return publishPartial(partial, file);
}

/** Whether `dir` holds a PGlite (PostgreSQL) data directory. */
export function holdsPgliteData(dir: string): boolean {
  return fs.existsSync(path.join(dir, "PG_VERSION"));
}

/**
 * Restores a PGlite dump as the data directory `dir`. The dump is loaded
 * into a fresh directory beside it first (a bad file fails there, touching
 * nothing); only then does the current directory, if any, move aside to
 * `<dir>.before-restore-<time>` (kept, never deleted) and the new one take
 * its name. The caller holds the directory's lock. Answers where the
 * previous data went, or null when there was none.
 */
export async function restorePgliteDir(file: string, dir: string, now = new Date()): Promise<string | null> {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const fresh = `${dir}.restoring-${stamp}`;
  fs.rmSync(fresh, { recursive: true, force: true });
  try {
    // Loaded here, not at import: a server on PostgreSQL imports this module and never needs PGlite.
    const [{ PGlite }, { PGLITE_EXTENSIONS }, { pgliteStartParams }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("../pglite-open.js"),
      import("../pglite-settings.js"),
    ]);
    const client = await PGlite.create({
      dataDir: fresh,
      loadDataDir: new Blob([await fsp.readFile(file)]),
      extensions: PGLITE_EXTENSIONS,
      startParams: pgliteStartParams(),
    });
    // Opened and queried: the restored directory works before it replaces anything.
    await client.query("select 1");
    await client.close();
  } catch (error) {
    fs.rmSync(fresh, { recursive: true, force: true });
    throw new Error(`The PGlite dump ${file} could not be loaded: ${(error as Error).message}`, { cause: error });
  }
  let previous: string | null = null;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  if (fs.existsSync(dir)) {
    previous = `${dir}.before-restore-${stamp}`;
    fs.renameSync(dir, previous);
  }
  fs.renameSync(fresh, dir);
  return previous;
}
