import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, inject, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { createTestDatabase } from "../../../tests/helpers/test-db.js";
import { openDatabase } from "../client.js";
import type { Database, DatabaseHandle } from "../database.js";
import { migrateAndSeed } from "../migrate.js";
import { backupDatabase } from "./backup-database.js";
import { restorePglite, restorePostgres, RestoreRefusedError } from "./restore-database.js";
import { schemaTables, tableChecksums } from "./table-checksums.js";

// Back up, destroy, restore, and find every table of the schema equal, row by row (a digest per table), on the
// engine the run uses: PGlite's own dump, or on PostgreSQL pg_dump and the logical export.

const dirs: string[] = [];
const handles: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-backup-"));
  dirs.push(dir);
  return dir;
}

/** Rows in most tables: articles with views (the trigger fills the totals), feeds, errors, logs, messages, claims, a sequence moved. */
async function fill(db: Database): Promise<void> {
  await db.execute(sql`insert into rss_feeds (name, feed_url) values ('Fonte', 'https://fonte.example.it/rss')`);
  const ids = await insertPublished(db, Array.from({ length: 30 }, (_, i) => ({ title: `Notizia «${i}» con l'apostrofo`, content_original: `Testo\ncon righe ${i}` })));
  await db.execute(sql`insert into statistics (article_id, user_agent) select id, 'Mozilla' from articles`);
  await db.execute(sql`insert into statistics (article_id) values (${ids[0]!})`);
  await db.execute(sql`insert into error_logs (error_type, severity, error_message, source) values ('job_failed', 'medium', 'boom', 'test')`);
  await db.execute(sql`insert into system_logs (log_level, category, message, source, details) values ('info', 'system', 'Rassegna started', 'test', '{"a": [1, "è"]}')`);
  await db.execute(sql`insert into contact_messages (name, email, subject, message) values ('Anna', 'anna@example.it', 'Ciao', 'Un messaggio')`);
  await db.execute(sql`insert into period_claims (key, claimed_at) values ('test', now())`);
  await db.execute(sql`select nextval('ai_rotation_turn')`);
}

async function destroy(db: Database): Promise<void> {
  const tables = await schemaTables(db);
  await db.execute(sql.raw(`truncate ${tables.map((table) => `"${table}"`).join(", ")}`));
}

async function nonEmptyTables(db: Database): Promise<number> {
  return (await tableChecksums(db)).filter((table) => table.rows > 0).length;
}

describe.runIf(!inject("postgresTemplateUrl"))("a PGlite backup", () => {
  it("restores every table's rows after the data directory is destroyed, and refuses to replace data without --force", async () => {
    const root = tempDir();
    const pgliteDir = path.join(root, "pglite");
    const file = path.join(root, "backup.tar.gz");
    const handle = await openDatabase({ pgliteDir });
    await migrateAndSeed(handle);
    await fill(handle.db);
    const before = await tableChecksums(handle.db);
    const result = await backupDatabase(handle, file);
    expect(result).toMatchObject({ file, format: "pglite" });
    expect(result.bytes).toBe(fs.statSync(file).size);

    // While open, the directory is locked: a restore says the server must be stopped.
    await expect(restorePglite(pgliteDir, file, { force: true })).rejects.toThrow(/stop the server first/);
    await destroy(handle.db);
    expect(await nonEmptyTables(handle.db)).toBe(0);
    await handle.close();

    await expect(restorePglite(pgliteDir, file)).rejects.toThrow(RestoreRefusedError);
    const restored = await restorePglite(pgliteDir, file, { force: true });
    expect(restored.previous).toMatch(/pglite\.before-restore-/);
    expect(fs.existsSync(path.join(restored.previous!, "PG_VERSION"))).toBe(true);

    const reopened = await openDatabase({ pgliteDir });
    handles.push(reopened);
    expect(await tableChecksums(reopened.db)).toEqual(before);
    expect(before.filter((table) => table.rows > 0).length).toBeGreaterThanOrEqual(10);
    // Creating, opening and loading a PGlite directory three times: a minute on a loaded machine.
  }, 180_000);
});

describe.runIf(inject("postgresTemplateUrl"))("a PostgreSQL backup", () => {
  it.each([
    { method: "pg_dump", logical: false },
    { method: "the logical export", logical: true },
  ])("through $method restores every table's rows after they are destroyed", async ({ logical }) => {
    const handle = await createTestDatabase();
    handles.push(handle);
    const url = connectionUrl(handle);
    await fill(handle.db);
    const before = await tableChecksums(handle.db);
    const file = path.join(tempDir(), "backup.dump");
    const result = await backupDatabase(handle, file, { databaseUrl: url, logical });
    expect(result.format).toBe(logical ? "logical" : "pg_dump");

    await expect(restorePostgres(handle, url, file)).rejects.toThrow(RestoreRefusedError);
    await destroy(handle.db);
    expect(await nonEmptyTables(handle.db)).toBe(0);
    const restored = await restorePostgres(handle, url, file, { force: true });
    // The destroyed state was backed up before it was replaced.
    expect(fs.existsSync(restored.previous!)).toBe(true);
    expect(await tableChecksums(handle.db)).toEqual(before);
    expect(before.filter((table) => table.rows > 0).length).toBeGreaterThanOrEqual(10);
  });

  it("restores into an empty database without --force", async () => {
    const handle = await createTestDatabase();
    handles.push(handle);
    await fill(handle.db);
    const before = await tableChecksums(handle.db);
    const file = path.join(tempDir(), "backup.dump");
    await backupDatabase(handle, file, { databaseUrl: connectionUrl(handle) });
    const empty = await emptyDatabase();
    handles.push(empty.handle);
    expect((await restorePostgres(empty.handle, empty.url, file)).previous).toBeNull();
    expect(await tableChecksums(empty.handle.db)).toEqual(before);
  });
});

/** The URL of a test database (the harness names it after the template). */
function connectionUrl(handle: DatabaseHandle): string {
  const pool = (handle.db as unknown as { $client: { options: { connectionString: string } } }).$client;
  return pool.options.connectionString;
}

/** A new database with nothing in it, dropped at the end of the test. */
async function emptyDatabase(): Promise<{ handle: DatabaseHandle; url: string }> {
  const url = new URL(inject("postgresTemplateUrl")!);
  const name = `backup_empty_${Math.random().toString(16).slice(2, 10)}`;
  const admin = await openDatabase({ databaseUrl: Object.assign(new URL(url), { pathname: "/postgres" }).toString() });
  await admin.db.execute(sql.raw(`create database ${name}`));
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    url: url.toString(),
    handle: {
      ...handle,
      async close() {
        await handle.close();
        await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
        await admin.close();
      },
    },
  };
}
