import { offerBoundedSessions } from "./bounded-sessions.js";
import { withSessionOptions } from "./connection-options.js";
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

/** Connections an instance opens at most for its own work, and for each set of limits its public reads run under. */
const MAIN_POOL_SIZE = 10;
const BOUNDED_POOL_SIZE = 5;

/** The PostgreSQL driver loads only when used: an embedded-database server never needs it. */
async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres")]);
  // A server that takes no connection (a host gone, packets dropped) fails a query within 10 s, as a 503
  // (ops/connection-failure.ts), instead of holding it for the minutes the kernel gives a connect.
  // JIT off for this application's sessions (docs/performance.md, "A million articles"): its queries each
  // read a page of rows, and a large table's cost estimates made PostgreSQL compile them first, 0.6-1.8 s
  // of a search or a home listing at 1,000,000 articles. A server-wide setting is left to the operator.
  const openPool = (ours: string, max: number) => {
    const pool = new pg.Pool({ ...withSessionOptions(connectionString, ours), max, connectionTimeoutMillis: 10_000 });
    // An idle client losing its connection must not crash the process.
    pool.on("error", () => undefined);
    return { pool, db: drizzlePg({ client: pool, schema }) as unknown as Database };
  };
  const { pool, db } = openPool("-c jit=off", MAIN_POOL_SIZE);
  // Public reads (withStatementTimeout) take connections started with their limits: one round trip a
  // query, not a transaction around it. One small pool per set of limits, opened at its first use; its
  // connections close after 10 s idle, as the main pool's do (docs/deploy.md counts them).
  const bounded = new Map<string, ReturnType<typeof openPool>>();
  offerBoundedSessions(db, ({ statementTimeoutMs, serial }) => {
    const options = `-c jit=off -c statement_timeout=${Math.max(1, Math.round(statementTimeoutMs))}${serial ? " -c max_parallel_workers_per_gather=0" : ""}`;
    let opened = bounded.get(options);
    if (!opened) bounded.set(options, (opened = openPool(options, BOUNDED_POOL_SIZE)));
    return opened.db;
  });
  const close = async () => {
    await Promise.all([pool.end(), ...[...bounded.values()].map((opened) => opened.pool.end())]);
  };
  return { db, engine: "postgres", close };
}
