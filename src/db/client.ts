import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Database, DatabaseHandle } from "./database.js";
import { lockPgliteDir } from "./pglite-lock.js";
import { migrationsFolder } from "./migrate.js";
import { createPgliteDir } from "./pglite-init.js";
import { pgliteStartParams } from "./pglite-settings.js";
import * as schema from "./schema/index.js";

/** The extensions the migrations create (search: unaccent, pg_trgm, btree_gin), loaded into every PGlite. */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm, btree_gin };

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in dataDir (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  /** PGlite directory; omitted means an in-memory database. */
  pgliteDir?: string | undefined;
  /** A PGlite data-dir dump to start from (the test seam's template). */
  pgliteTemplate?: Blob | File | undefined;
  /** A new PGlite directory gets its migrations in the child that creates it (the server's start: see createPgliteDir). */
  migrateNewInChild?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
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
  return { db, engine: "pglite", close: () => client.close(), dump: () => client.dumpDataDir("none") };
}

/** The PostgreSQL driver loads only when used: an embedded-database server never needs it. */
async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres")]);
  // A server that takes no connection (a host gone, packets dropped) fails a query within 10 s, as a 503
  // (ops/connection-failure.ts), instead of holding it for the minutes the kernel gives a connect.
  // JIT off for this application's sessions (docs/performance.md, "A million articles"): its queries each
  // read a page of rows, and a large table's cost estimates made PostgreSQL compile them first, 0.6-1.8 s
  // of a search or a home listing at 1,000,000 articles. A server-wide setting is left to the operator.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000, options: "-c jit=off" });
  // An idle client losing its connection must not crash the process.
  pool.on("error", () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return { db, engine: "postgres", close: () => pool.end() };
}
