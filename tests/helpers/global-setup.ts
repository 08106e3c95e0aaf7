import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import pg from "pg";
import { openDatabase } from "../../src/db/client.js";
import { migrateAndSeed } from "../../src/db/migrate.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Connection URL of this run's migrated template database; empty on PGlite. */
    postgresTemplateUrl: string;
  }
}

/** Database URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * With TEST_DATABASE_URL set, creates one migrated template database for this
 * run (a unique name, so concurrent runs never collide); each test then copies
 * it. Without it, tests use in-memory PGlite and this does nothing.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    project.provide("postgresTemplateUrl", "");
    return;
  }
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
  };
}
