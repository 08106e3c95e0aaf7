import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** Runs in the child: creates the database in the directory, applies the migrations when given their folder, then closes it. */
const CHILD_SCRIPT = `
const [entry, dataDir, params, migrationsFolder, extensionNames] = process.argv.slice(1);
const load = require("node:module").createRequire(entry);
const { PGlite } = load(entry);
const extensions = Object.fromEntries(JSON.parse(extensionNames || "[]").map((name) => [name, load("@electric-sql/pglite/contrib/" + name)[name]]));
(async () => {
  const db = await PGlite.create({ dataDir, startParams: JSON.parse(params), extensions });
  if (migrationsFolder) await load("drizzle-orm/pglite/migrator").migrate(load("drizzle-orm/pglite").drizzle({ client: db }), { migrationsFolder });
  await db.close();
})().catch((error) => {
  process.stderr.write(String(error && error.message || error));
  process.exit(1);
});
`;

/** The migrations a new database gets in the child, and the extensions they create (PGLITE_EXTENSIONS' names). */
export interface NewDatabaseMigrations {
  folder: string;
  extensions: string[];
}

/**
 * Creates the embedded database in an empty directory, in a short-lived
 * child process. Creating one (initdb, then loading its output) churns a few
 * hundred megabytes that the allocator would keep in this process for good;
 * a child hands them back to the system when it exits. So does applying the
 * migrations, when `migrations` is given (the server's start): on a new
 * directory they are the whole schema, whose churn stayed resident in the
 * server. A directory that already holds a database is left alone (pending
 * migrations of an upgrade run in the server, as before). Answers whether it created one.
 */
export async function createPgliteDir(dataDir: string, startParams: string[], migrations?: NewDatabaseMigrations): Promise<boolean> {
  if (fs.existsSync(path.join(dataDir, "PG_VERSION"))) return false;
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  await new Promise<void>((resolve, reject) => {
    const args = [entry, dataDir, JSON.stringify(startParams), migrations?.folder ?? "", JSON.stringify(migrations?.extensions ?? [])];
    execFile(process.execPath, ["-e", CHILD_SCRIPT, ...args], { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`could not create the embedded database in ${dataDir}: ${stderr.trim() || error.message}`));
      else resolve();
    });
  });
  return true;
}
