import fs from "node:fs";
import os from "node:os";
import { beforeEach, describe, expect, it } from "vitest";
import { signIn, useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { recordBackupRun } from "../../diagnostics/backups/backup-runs.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);
let token: string;

beforeEach(async () => {
  token = (await signIn(server.app)).session.access_token;
});

const admin = (method: "GET" | "PUT", url: string, payload?: object) => server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

describe("GET /api/admin/backups", () => {
  it("needs a signed-in admin", async () => {
    expect((await server.app.inject({ method: "GET", url: "/api/admin/backups" })).statusCode).toBe(401);
  });

  it("answers the settings in brief, the last run and the last good run", async () => {
    expect((await admin("GET", "/api/admin/backups")).json()).toEqual({ enabled: false, folder: "", run_at: "02:30", keep: 7, last: null, last_good: null });
    const good = { started_at: new Date("2026-11-21T01:30:00Z"), duration_ms: 3_600, file: "/srv/b/rassegna-2026-11-21-0230.backup", size_bytes: 5_000_000, error: null };
    await recordBackupRun(testDb.db, good);
    await recordBackupRun(testDb.db, { ...good, started_at: new Date("2026-11-22T01:30:00Z"), file: "/srv/b/rassegna-2026-11-22-0230.backup", size_bytes: null, error: "disk full" });
    const status = (await admin("GET", "/api/admin/backups")).json();
    expect(status.last).toEqual({ started_at: "2026-11-22T01:30:00.000Z", duration_ms: 3_600, file: "/srv/b/rassegna-2026-11-22-0230.backup", size_bytes: null, error: "disk full" });
    expect(status.last_good).toEqual({ ...good, started_at: "2026-11-21T01:30:00.000Z" });
  });
});

describe("PUT /api/admin/automation/backups", () => {
  it("saves a folder the server can write in, and refuses one it cannot with the field's name", async () => {
    const folder = fs.mkdtempSync(`${os.tmpdir()}/rassegna-backups-route-`);
    try {
      const saved = await admin("PUT", "/api/admin/automation/backups", { enabled: true, folder, keep: 3, run_at: "04:00" });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().backups).toEqual({ enabled: true, folder, keep: 3, run_at: "04:00" });
      const refused = await admin("PUT", "/api/admin/automation/backups", { folder: `${folder}/missing` });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(`folder: ${folder}/missing does not exist on the server`);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
