/**
 * The embedded database: PGlite, its extensions and its Drizzle handle.
 * Imported only where PGlite is used (client.ts loads it on first use), so a
 * server on PostgreSQL never holds PGlite's package.
 */
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { OpenDatabaseOptions } from "./client.js";
import { markEmbeddedDatabase, type Database, type DatabaseHandle } from "./database.js";
import { lockPgliteDir } from "./pglite-lock.js";
import { migrationsFolder } from "./migrate.js";
import { createPgliteDir } from "./pglite-init.js";
import { pgliteStartParams } from "./pglite-settings.js";
import * as schema from "./schema/index.js";

/** The extensions the migrations create (search: unaccent, pg_trgm, btree_gin), loaded into every PGlite. */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm, btree_gin };

/** Opens the embedded PGlite in options.pgliteDir, or in memory (openDatabase without a URL). */
export async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const unlock = options.pgliteDir ? lockPgliteDir(options.pgliteDir) : () => undefined;
  let createdNow = false;
  try {
    if (options.pgliteDir && !options.pgliteTemplate) {
      const migrations = options.migrateNewInChild ? { folder: migrationsFolder, extensions: Object.keys(PGLITE_EXTENSIONS) } : undefined;
      createdNow = (await createPgliteDir(options.pgliteDir, pgliteStartParams(), migrations)) && options.migrateNewInChild === true;
    }
    const client = await PGlite.create({
      dataDir: options.pgliteDir,
      loadDataDir: options.pgliteTemplate,
      extensions: PGLITE_EXTENSIONS,
      startParams: pgliteStartParams(options.pgliteDir),
    });
    const handle = wrapPglite(client);
    return {
      ...handle,
      createdNow,
      async close() {
        await handle.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** A handle over an open PGlite; `dump` snapshots its data directory (the test seam's template). */
export function wrapPglite(client: PGlite): DatabaseHandle & { dump(): Promise<Blob> } {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  markEmbeddedDatabase(db);
  return { db, engine: "pglite", close: () => client.close(), dump: () => client.dumpDataDir("none") };
}
