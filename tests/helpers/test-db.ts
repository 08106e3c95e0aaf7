import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { openDatabase, PGLITE_EXTENSIONS, wrapPglite } from "../../src/db/client.js";
import type { Database, DatabaseHandle } from "../../src/db/database.js";
import { migrateAndSeed } from "../../src/db/migrate.js";
import { captureBaseline, resetToBaseline, type Baseline } from "./db-baseline.js";

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * The migrated and seeded PGlite data directory every test database starts
 * from: the file the global setup wrote once for the run, else (a run without
 * it) migrated here once per test file.
 */
function pgliteSnapshot(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = inject("pgliteTemplateFile");
    if (file) return new Blob([await readFile(file)]);
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

export interface TestDatabaseOptions {
  /**
   * A new database for every test instead of one per file. Only for tests
   * that change what a reset of the rows does not undo: the schema, roles,
   * or settings kept by a connection.
   */
  fresh?: boolean;
}

/**
 * The database of the tests in this file (or describe block). By default one
 * database is opened for the file and, before each test after the first, put
 * back to the state just after migrations and seed (every table's rows and
 * every sequence; see db-baseline.ts): each test sees a freshly seeded
 * database, at a fraction of the cost of opening one. `{ fresh: true }` opens
 * a new database for every test instead.
 */
export function useTestDatabase(options: TestDatabaseOptions = {}): { readonly db: Database; readonly handle: DatabaseHandle } {
  let current: DatabaseHandle | undefined;
  if (options.fresh) {
    beforeEach(async () => {
      current = await createTestDatabase();
    });
    afterEach(async () => {
      await current?.close();
      current = undefined;
    });
  } else {
    let baseline: Baseline | undefined;
    let used = false;
    beforeAll(async () => {
      current = await createTestDatabase();
      baseline = await captureBaseline(current.db);
    });
    beforeEach(async () => {
      if (used) await resetToBaseline(current!.db, baseline!);
      used = true;
    });
    afterAll(async () => {
      await current?.close();
      current = undefined;
    });
  }
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
