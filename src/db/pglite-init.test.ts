import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.js";
import { queryRows } from "./database.js";
import { createPgliteDir } from "./pglite-init.js";
import { pgliteStartParams } from "./pglite-settings.js";

describe("createPgliteDir", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it("creates a database that opens, in a child process, and leaves an existing one alone", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-pglite-init-"));
    dirs.push(dir);
    await createPgliteDir(dir, pgliteStartParams());
    const version = path.join(dir, "PG_VERSION");
    expect(fs.existsSync(version)).toBe(true);
    const created = fs.statSync(version).mtimeMs;

    await createPgliteDir(dir, pgliteStartParams());
    expect(fs.statSync(version).mtimeMs).toBe(created);
    const handle = await openDatabase({ pgliteDir: dir });
    const [row] = await queryRows<{ shared_buffers: string }>(handle.db, sql`select current_setting('shared_buffers') as shared_buffers`);
    await handle.close();
    expect(row?.shared_buffers).toBe("8MB");
  });

  it("names the directory when the database cannot be created there", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-pglite-init-")), "not-a-directory");
    dirs.push(path.dirname(file));
    fs.writeFileSync(file, "");
    await expect(createPgliteDir(file, pgliteStartParams())).rejects.toThrow(`could not create the embedded database in ${file}`);
  });
});
