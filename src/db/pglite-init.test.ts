import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.js";
import { queryRows } from "./database.js";
import { migrationsFolder } from "./migrate.js";
import { createPgliteDir } from "./pglite-init.js";
import { pgliteStartParams } from "./pglite-settings.js";

describe("createPgliteDir", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it("creates a database that opens, in a child process, and leaves an existing one alone", { timeout: 120_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-pglite-init-"));
    dirs.push(dir);
    expect(await createPgliteDir(dir, pgliteStartParams())).toBe(true);
    const version = path.join(dir, "PG_VERSION");
    expect(fs.existsSync(version)).toBe(true);
    const created = fs.statSync(version).mtimeMs;

    expect(await createPgliteDir(dir, pgliteStartParams())).toBe(false);
    expect(fs.statSync(version).mtimeMs).toBe(created);
    const handle = await openDatabase({ pgliteDir: dir });
    const [row] = await queryRows<{ shared_buffers: string; max_connections: string }>(
      handle.db,
      sql`select current_setting('shared_buffers') as shared_buffers, current_setting('max_connections') as max_connections`,
    );
    await handle.close();
    expect(row).toEqual({ shared_buffers: "8MB", max_connections: "4" });
  });

  // initdb and every migration in a child: a minute on a loaded CI machine.
  it("applies the migrations in the child when given them: the server's start opens a database with its schema", { timeout: 180_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-pglite-init-"));
    dirs.push(dir);
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    const handle = await openDatabase({ pgliteDir: dir, migrateNewInChild: true });
    try {
      // Said, so the server's start skips the vacuum of its empty tables.
      expect(handle.createdNow).toBe(true);
      const [applied] = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      expect(applied?.count).toBe(journal.entries.length);
      // The search's extensions came with the schema.
      const extensions = await queryRows<{ extname: string }>(handle.db, sql`select extname from pg_extension order by extname`);
      expect(extensions.map((row) => row.extname)).toEqual(expect.arrayContaining(["btree_gin", "pg_trgm", "unaccent"]));
      const [articles] = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from articles`);
      expect(articles?.count).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it("names the directory when the database cannot be created there", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-pglite-init-")), "not-a-directory");
    dirs.push(path.dirname(file));
    fs.writeFileSync(file, "");
    await expect(createPgliteDir(file, pgliteStartParams())).rejects.toThrow(`could not create the embedded database in ${file}`);
  });
});
