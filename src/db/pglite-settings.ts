import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

const MB = 1024 * 1024;
/** PGlite's own default, kept for large databases: search over 100,000 articles needs it (docs/performance.md). */
const MAX_SHARED_BUFFERS_MB = 128;
const MIN_SHARED_BUFFERS_MB = 8;

/**
 * shared_buffers for a data directory of this many bytes: an eighth of it,
 * in steps of 8 MB, from 8 MB up to PGlite's default of 128 MB. Every
 * megabyte of it is resident from the start (PGlite zeroes the pool), so a
 * fixed 128 MB was most of an idle server's memory on a small database.
 */
export function sharedBuffersMb(dataBytes: number): number {
  const eighth = Math.ceil(dataBytes / 8 / MB / 8) * 8;
  return Math.min(MAX_SHARED_BUFFERS_MB, Math.max(MIN_SHARED_BUFFERS_MB, eighth));
}

/** The size of every file under `dir` (0 when it does not exist). */
export function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((item) => item.isFile())) {
    total += fs.statSync(path.join(entry.parentPath, entry.name), { throwIfNoEntry: false })?.size ?? 0;
  }
  return total;
}

/**
 * PGlite is one backend in one process: nobody else can connect. PostgreSQL's
 * default of 100 sizes the shared memory's lock and process tables for 100
 * (4 of PGlite's 16 MB of shared memory, zeroed and resident); 4 is the least
 * above the 3 connections PostgreSQL reserves for superusers.
 */
const MAX_CONNECTIONS = 4;

/**
 * PGlite's start parameters for a data directory (none: in memory), sized at
 * each start: the buffer pool grows with the database from one start to the next.
 */
export function pgliteStartParams(dataDir?: string): string[] {
  const bytes = dataDir && fs.existsSync(dataDir) ? directoryBytes(dataDir) : 0;
  return [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffersMb(bytes)}MB`, "-c", `max_connections=${MAX_CONNECTIONS}`];
}
