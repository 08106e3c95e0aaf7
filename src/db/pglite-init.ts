import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** Runs in the child: creates the database in the directory, then closes it. */
const CHILD_SCRIPT = `
const [entry, dataDir, params] = process.argv.slice(1);
const { PGlite } = require(entry);
PGlite.create({ dataDir, startParams: JSON.parse(params) }).then((db) => db.close());
`;

/**
 * Creates the embedded database in an empty directory, in a short-lived
 * child process. Creating one (initdb, then loading its output) churns a few
 * hundred megabytes that the allocator would keep in this process for good;
 * a child hands them back to the system when it exits. A directory that
 * already holds a database is left alone.
 */
export async function createPgliteDir(dataDir: string, startParams: string[]): Promise<void> {
  if (fs.existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, ["-e", CHILD_SCRIPT, entry, dataDir, JSON.stringify(startParams)], { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`could not create the embedded database in ${dataDir}: ${stderr.trim() || error.message}`));
      else resolve();
    });
  });
}
