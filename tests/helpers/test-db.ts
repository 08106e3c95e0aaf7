import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { openDatabase } from "../../src/db/client.js";
import { PGLITE_EXTENSIONS, wrapPglite } from "../../src/db/pglite-open.js";
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

interface SharedDatabase {
  handle: DatabaseHandle;
  baseline: Baseline;
  /** Whether a test has run on it since it was opened or put back. */
  used: boolean;
}

/**
 * Databases whose test file has finished, kept for the next file in this
 * worker (test files share their worker's modules: vitest.config.ts). They
 * stay open until the worker exits; the run's teardown drops PostgreSQL ones.
 */
const idle: SharedDatabase[] = [];

/**
 * The database of the tests in this file (or describe block). By default one
 * database serves the file (and the next files of the same worker) and,
 * before each test that follows another, is put back to the state just after
 * migrations and seed (every table's rows and every sequence; see
 * db-baseline.ts): each test sees a freshly seeded database, at a fraction of
 * the cost of opening one. `{ fresh: true }` opens a new database for every
 * test instead.
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
    let shared: SharedDatabase | undefined;
    beforeAll(async () => {
      shared = idle.pop();
      // A database left by an earlier file is put back now, not at the first
      // test: this file's own beforeAll may store rows (or search) before it.
      if (shared?.used) {
        await resetToBaseline(shared.handle.db, shared.baseline);
        shared.used = false;
      }
      if (!shared) {
        const handle = await createTestDatabase();
        shared = { handle, baseline: await captureBaseline(handle.db), used: false };
      }
      current = shared.handle;
    });
    beforeEach(async () => {
      if (shared!.used) await resetToBaseline(shared!.handle.db, shared!.baseline);
      shared!.used = true;
    });
    afterAll(() => {
      if (shared) idle.push(shared);
      shared = undefined;
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
