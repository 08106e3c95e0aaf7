import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import pg from "pg";
import { openDatabase } from "../../src/db/client.js";
import { PGLITE_EXTENSIONS, wrapPglite } from "../../src/db/pglite-open.js";
import { migrateAndSeed } from "../../src/db/migrate.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Connection URL of this run's migrated template database; empty on PGlite. */
    postgresTemplateUrl: string;
    /** A file holding the migrated and seeded PGlite data directory of this run; empty on PostgreSQL. */
    pgliteTemplateFile: string;
    /** A folder for this run's scratch files, removed when the run ends. */
    runTempDir: string;
  }
}

/** Database URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Migrates and seeds one in-memory PGlite and writes its data directory to a file in `dir`. */
async function writePgliteTemplate(dir: string): Promise<string> {
  const handle = wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  await migrateAndSeed(handle);
  const file = path.join(dir, "template.tar");
  await writeFile(file, Buffer.from(await (await handle.dump()).arrayBuffer()));
  await handle.close();
  return file;
}

/**
 * Migrates once per run what every test database is copied from. With
 * TEST_DATABASE_URL set, a template database (a unique name, so concurrent
 * runs never collide); without it, an in-memory PGlite whose data directory
 * is written to a temporary file that each test file loads.
 */
export default async function setup(project: TestProject) {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), "rassegna-test-"));
  const removeTempDir = () => rm(tempDir, { recursive: true, force: true });
  project.provide("runTempDir", tempDir);
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    project.provide("postgresTemplateUrl", "");
    project.provide("pgliteTemplateFile", await writePgliteTemplate(tempDir));
    return removeTempDir;
  }
  project.provide("pgliteTemplateFile", "");
  const name = `rassegna_tpl_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const templateUrl = withDatabase(baseUrl, name);
  const handle = await openDatabase({ databaseUrl: templateUrl });
  await migrateAndSeed(handle);
  await handle.close();
  project.provide("postgresTemplateUrl", templateUrl);

  return async () => {
    // Drop the template and any test database a crashed worker left behind.
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2",
      [`${name.replace("tpl", "t")}%`, name],
    );
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.end();
    await removeTempDir();
  };
}
