import type { Database, DatabaseHandle } from "./database.js";
import * as schema from "./schema/index.js";

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite directory; omitted means an in-memory database. */
  pgliteDir?: string | undefined;
  /** A PGlite data-dir dump to start from (the test seam's template). */
  pgliteTemplate?: Blob | File | undefined;
  /** A new PGlite directory gets its migrations in the child that creates it (the server's start: see createPgliteDir). */
  migrateNewInChild?: boolean;
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in dataDir
 * (or in memory). Each engine's package loads only when it is used: a server
 * on PostgreSQL never holds PGlite's (docs/performance.md, idle memory).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const { openPglite } = await import("./pglite-open.js");
  return openPglite(options);
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
