/**
 * Opens the database a bench runs on: the embedded one (in `pgliteDir`, or a
 * fresh one) or the PostgreSQL database of `postgresUrl`, created when the
 * server lacks it so `--postgres postgres://…/rassegna_bench_1m` needs no
 * step before it; kept afterwards, so a loaded corpus serves the next run
 * (bench/seed-articles.ts), and migrated.
 */
import pg from "pg";
import { openDatabase } from "../src/db/client.js";
import type { DatabaseHandle } from "../src/db/database.js";
import { migrateAndSeed } from "../src/db/migrate.js";

export async function openBenchDatabase(options: { postgresUrl?: string | undefined; pgliteDir?: string | undefined }): Promise<DatabaseHandle> {
  if (options.postgresUrl) await createDatabaseIfMissing(options.postgresUrl);
  const handle = await openDatabase({ databaseUrl: options.postgresUrl, pgliteDir: options.pgliteDir });
  await migrateAndSeed(handle);
  return handle;
}

async function createDatabaseIfMissing(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) return;
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}
