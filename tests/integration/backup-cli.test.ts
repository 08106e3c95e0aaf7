import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freePort, seedDataDir, startServerProcess, waitUntilHealthy } from "../helpers/server-process.js";

/**
 * `npm run admin -- backup` and `restore` as an operator runs them, on the
 * embedded database of a temporary DATA_DIR: taken while the server runs
 * (the server writes it), refused while it runs for a restore, refused over
 * data without --force, and the data back after one.
 */
const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-backup-cli-"));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function admin(args: string[], input = "") {
  const { TEST_DATABASE_URL: _t, DATABASE_URL: _d, ...rest } = process.env;
  return spawnSync(tsx, ["src/cli/admin.ts", ...args], { cwd: root, env: { ...rest, DATA_DIR: dataDir }, input, encoding: "utf8" });
}

const signIn = (port: number, password: string) =>
  fetch(`http://127.0.0.1:${port}/api/auth/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "redazione@example.it", password }),
  }).then((response) => response.status);

describe("npm run admin -- backup / restore on the embedded database", () => {
  it("backs up through the running server, refuses to restore under it or over data, and with --force brings the data back", { timeout: 300_000 }, async () => {
    await seedDataDir(dataDir);
    expect(admin(["set-password", "redazione@example.it"], "prima-password-lunga\n").status).toBe(0);
    const file = path.join(dataDir, "nightly.backup");
    const port = freePort();
    const server = startServerProcess({ DATA_DIR: dataDir, PORT: String(port) });
    try {
      await waitUntilHealthy(server);
      const backup = admin(["backup", file]);
      expect(backup.stderr).toBe("");
      expect(backup.stdout).toMatch(new RegExp(`^Backup written by the running server to ${file} \\([\\d.]+ [kM]B, PGlite dump, [\\d.]+ s\\)\\.\\n$`));
      const refused = admin(["restore", file, "--force"]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain("Rassegna is running on the embedded database");
      expect(refused.stderr).toContain("stop the server first");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }

    // After the backup the password changes; the restore brings the first one back.
    expect(admin(["set-password", "redazione@example.it"], "seconda-password-lunga\n").status).toBe(0);
    const over = admin(["restore", file]);
    expect(over.status).toBe(1);
    expect(over.stderr.trim()).toBe(`${path.join(dataDir, "pglite")} already holds a database. Add --force to replace it (the current directory is kept beside it, renamed).`);
    const restored = admin(["restore", file, "--force"]);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Restored ${file} in `);
    const kept = /kept in (\S+);/.exec(restored.stdout)?.[1];
    expect(kept && fs.existsSync(path.join(kept, "PG_VERSION"))).toBe(true);

    const again = startServerProcess({ DATA_DIR: dataDir, PORT: String(port) });
    try {
      await waitUntilHealthy(again);
      expect(await signIn(port, "prima-password-lunga")).toBe(200);
      expect(await signIn(port, "seconda-password-lunga")).toBe(401);
    } finally {
      again.child.kill("SIGTERM");
      await again.exited;
    }
  });

  it.each([
    { args: ["backup"], message: "No backup file given." },
    { args: ["backup", "/no/such/folder/rassegna.backup"], message: "The folder /no/such/folder does not exist." },
    { args: ["restore", "/no/such/folder/rassegna.backup"], message: "No backup file at /no/such/folder/rassegna.backup." },
    { args: ["restore", "--force"], message: "No backup file given." },
    { args: ["backup", "a.backup", "b.backup"], message: 'Unexpected argument "b.backup".' },
  ])("explains $args in English and exits 1", ({ args, message }) => {
    const result = admin(args);
    expect(result.status).toBe(1);
    expect(result.stderr.split("\n")[0]).toBe(message);
  });

  it("refuses a file that is no backup, and a backup of a data dir with no database, in one line", () => {
    const notes = path.join(dataDir, "notes.txt");
    fs.writeFileSync(notes, "appunti");
    const restore = admin(["restore", notes]);
    expect(restore.status).toBe(1);
    expect(restore.stderr.trim()).toBe(`${notes} is not a Rassegna backup (neither pg_dump's custom format, a logical export nor a PGlite dump).`);
    const backup = admin(["backup", path.join(dataDir, "x.backup")]);
    expect(backup.status).toBe(1);
    expect(backup.stderr.trim()).toBe(`There is no embedded database in ${path.join(dataDir, "pglite")} (DATA_DIR=${dataDir}): nothing to back up.`);
  });
});
