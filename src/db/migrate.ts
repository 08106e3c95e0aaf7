import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DatabaseHandle } from "./database.js";
import { seedDefaults } from "./seed.js";

/** The committed migrations: two levels up from src/db/ and from the built server in build/node/ alike. */
export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** Any fixed number: the advisory lock that keeps two starting instances from migrating at once. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies the committed migrations and seeds the default rows. On PostgreSQL
 * a session advisory lock serialises instances that start together; PGlite
 * has a single connection, so nothing can race it.
 */
export async function migrateAndSeed(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === "pglite") {
    const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    await seedDefaults(handle.db);
    return;
  }
  const { migrate: migratePg } = await import("drizzle-orm/node-postgres/migrator");
  const db = handle.db as unknown as NodePgDatabase;
  await db.transaction(async (tx) => {
    // A transaction-scoped advisory lock: released on commit, held on one connection.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder });
    await seedDefaults(tx as unknown as DatabaseHandle["db"]);
  });
}
