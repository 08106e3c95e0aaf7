import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterEach, beforeEach, inject } from "vitest";
import { openDatabase, PGLITE_EXTENSIONS, wrapPglite } from "../../src/db/client.js";
import type { Database, DatabaseHandle } from "../../src/db/database.js";
import { migrateAndSeed } from "../../src/db/migrate.js";

let pgliteTemplate: Promise<Blob> | undefined;

/** Migrates one in-memory PGlite per worker and snapshots it; each test starts from the snapshot. */
function pgliteSnapshot(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const handle = wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
    await migrateAndSeed(handle);
    const dump = await handle.dump();
    await handle.close();
    return dump;
  })();
  return pgliteTemplate;
}

async function createPostgresCopy(templateUrl: string): Promise<DatabaseHandle> {
  const template = new URL(templateUrl);
  const templateName = template.pathname.slice(1);
  const name = `${templateName.replace("tpl", "t")}_${randomBytes(4).toString("hex")}`;
  const adminUrl = new URL(templateUrl);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * A fresh, migrated and seeded database: a copy of the run's PostgreSQL
 * template when TEST_DATABASE_URL is set, else a new in-memory PGlite.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const templateUrl = inject("postgresTemplateUrl");
  if (templateUrl) return createPostgresCopy(templateUrl);
  return openDatabase({ pgliteTemplate: await pgliteSnapshot() });
}

/** Gives every test in the file its own fresh database, closed after the test. */
export function useTestDatabase(): { readonly db: Database; readonly handle: DatabaseHandle } {
  let current: DatabaseHandle | undefined;
  beforeEach(async () => {
    current = await createTestDatabase();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get db() {
      if (!current) throw new Error("the test database exists only inside a test");
      return current.db;
    },
    get handle() {
      if (!current) throw new Error("the test database exists only inside a test");
      return current;
    },
  };
}
