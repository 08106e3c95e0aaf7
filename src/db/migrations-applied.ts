import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "./database.js";
import { migrationsFolder } from "./migrate.js";

let lastCommitted: Promise<number> | undefined;

/** The `when` of the journal's last migration: what drizzle stores as `created_at` once it has applied it. Read once. */
function lastCommittedMigration(): Promise<number> {
  lastCommitted ??= readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8").then((text) => {
    const journal = JSON.parse(text) as { entries: Array<{ when: number }> };
    return Math.max(...journal.entries.map((entry) => entry.when));
  });
  return lastCommitted;
}

/**
 * Whether the database has every migration this build ships: drizzle's
 * `__drizzle_migrations` holds a row as recent as the journal's last entry
 * (the same comparison the migrator makes). One read of a table
 * of a few dozen rows; false when the table is missing.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const expected = await lastCommittedMigration();
  try {
    const [row] = await queryRows<{ created_at: string | number | null }>(
      db,
      sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
    );
    return row?.created_at != null && Number(row.created_at) >= expected;
  } catch (error) {
    // 42P01 undefined_table, 3F000 invalid_schema_name: a database never migrated.
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === "42P01" || code === "3F000") return false;
    throw error;
  }
}
