import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../tests/helpers/manual-clock.js";
import { useSmtpStandIn } from "../../tests/helpers/smtp-stand-in.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { saveAutomationSection } from "../automation/save-automation-section.js";
import { backupDatabase } from "../db/backup/backup-database.js";
import { backupFormat } from "../db/backup/backup-file.js";
import { errorLogs } from "../db/schema/index.js";
import type { Fetcher } from "../feeds/fetch/fetcher.js";
import { createMailer } from "../mail/mailer.js";
import { ValidationError } from "../platform/errors.js";
import { workerJobs } from "./jobs.js";
import { startScheduler } from "./scheduler.js";
import { backupStatus } from "../diagnostics/backups/backup-status.js";
import { pruneBackups } from "../diagnostics/backups/prune-backups.js";

// The daily backup on the real scheduler, with the clock moved by hand: it writes a real backup of the test
// database into the folder of Automazione, keeps the newest `keep`, records each run, and a failure is a job
// failure in error_logs and an e-mail.

const testDb = useTestDatabase();
const smtp = useSmtpStandIn();
const logger = pino({ level: "silent" });
const stops: Array<() => Promise<void>> = [];
let folder: string;

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-daily-backup-"));
});
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The connection string of the PostgreSQL test database (pg_dump connects on its own); undefined on PGlite. */
function databaseUrl(): string | undefined {
  if (testDb.handle.engine !== "postgres") return undefined;
  return (testDb.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
}

function startBackupJob(start: string) {
  const clock = manualClock(start);
  const mailer = createMailer({ smtpUrl: smtp.url, from: "Rassegna <noreply@rassegna.example.it>" });
  const backup = (file: string) => backupDatabase(testDb.handle, file, { databaseUrl: databaseUrl() });
  const jobs = workerJobs({ db: testDb.db, fetcher: {} as Fetcher }, logger, { embeddedDatabase: false, mailer, publicUrl: "https://rassegna.example.it", backup });
  stops.push(startScheduler(jobs.filter((job) => job.name === "daily-backup"), { db: testDb.db, logger, clock }));
  return clock;
}

describe("the daily backup job", () => {
  it("writes a backup each day at its time, keeps the newest `keep`, and reports the last on the status", { timeout: 120_000 }, async () => {
    await saveAutomationSection(testDb.db, "backups", { enabled: true, run_at: "02:30", folder, keep: 2 });
    fs.writeFileSync(path.join(folder, "operator-notes.txt"), "mine");
    // 02:00 in Rome (UTC+1).
    const clock = startBackupJob("2026-11-21T01:00:00Z");
    await clock.advanceTo("2026-11-21T01:29:00Z");
    expect(fs.readdirSync(folder)).toEqual(["operator-notes.txt"]);
    await clock.advanceTo("2026-11-23T02:00:00Z");

    expect(fs.readdirSync(folder).sort()).toEqual(["operator-notes.txt", "rassegna-2026-11-22-0230.backup", "rassegna-2026-11-23-0230.backup"]);
    const newest = path.join(folder, "rassegna-2026-11-23-0230.backup");
    expect(await backupFormat(newest)).toBe(testDb.handle.engine === "pglite" ? "pglite" : "pg_dump");
    const status = await backupStatus(testDb.db);
    expect(status.last).toMatchObject({ started_at: "2026-11-23T01:30:00.000Z", file: newest, size_bytes: fs.statSync(newest).size, error: null });
    expect(status.last_good).toEqual(status.last);
    expect(smtp.messages).toHaveLength(0);
  });

  it("on a failure records the run, writes the job's error, mails the admin, and deletes no backup", { timeout: 120_000 }, async () => {
    await saveAutomationSection(testDb.db, "email_notifications", { enabled: true, on_errors: true, recipient: "admin@example.it" });
    await saveAutomationSection(testDb.db, "backups", { enabled: true, run_at: "02:30", folder, keep: 1 });
    const clock = startBackupJob("2026-11-21T01:00:00Z");
    await clock.advanceTo("2026-11-21T01:31:00Z");
    const good = path.join(folder, "rassegna-2026-11-21-0230.backup");
    expect(fs.existsSync(good)).toBe(true);

    // The folder becomes a file: the next run cannot write there.
    const moved = `${folder}-moved`;
    fs.renameSync(folder, moved);
    fs.writeFileSync(folder, "");
    try {
      await clock.advanceTo("2026-11-22T01:31:00Z");
    } finally {
      fs.rmSync(folder);
      fs.renameSync(moved, folder);
    }
    expect(fs.existsSync(good)).toBe(true);
    const status = await backupStatus(testDb.db);
    expect(status.last).toMatchObject({ started_at: "2026-11-22T01:30:00.000Z", size_bytes: null, error: `The backup folder ${folder} is not a folder` });
    expect(status.last_good).toMatchObject({ file: good });
    const errors = await testDb.db.select().from(errorLogs).where(eq(errorLogs.source, "daily-backup"));
    expect(errors.map((row) => [row.error_type, row.error_message])).toEqual([["job_failed", `Scheduled job "daily-backup" failed: The daily backup to ${path.join(folder, "rassegna-2026-11-22-0230.backup")} failed: The backup folder ${folder} is not a folder`]]);
    expect(smtp.messages.map((mail) => [mail.to, mail.subject])).toEqual([["admin@example.it", "Rassegna: backup giornaliero non riuscito"]]);
    expect(smtp.messages[0]!.text).toContain(`Motivo: The backup folder ${folder} is not a folder`);
  });

  it("is not scheduled while off", async () => {
    await saveAutomationSection(testDb.db, "backups", { folder, keep: 3 });
    const clock = startBackupJob("2026-11-21T01:00:00Z");
    await clock.advanceTo("2026-11-21T03:00:00Z");
    expect(fs.readdirSync(folder)).toEqual([]);
    expect((await backupStatus(testDb.db)).last).toBeNull();
  });
});

describe("the backup folder of Automazione", () => {
  it.each([
    ["relative/path", "folder: must be an absolute path"],
    ["/no/such/folder/rassegna", "folder: /no/such/folder/rassegna does not exist on the server"],
  ])("refuses %s", async (value, message) => {
    await expect(saveAutomationSection(testDb.db, "backups", { folder: value })).rejects.toThrow(message.startsWith("folder: must") ? /absolute path/ : message);
  });

  it("refuses a file, and switching on without a folder", async () => {
    const file = path.join(folder, "a-file");
    fs.writeFileSync(file, "");
    await expect(saveAutomationSection(testDb.db, "backups", { folder: file })).rejects.toThrow(new ValidationError(`folder: ${file} is not a folder`));
    await expect(saveAutomationSection(testDb.db, "backups", { enabled: true })).rejects.toThrow("folder: daily backups need a folder to be switched on");
  });
});

describe("keeping the newest backups", () => {
  it("deletes the job's older files past `keep`, and never an operator's own files", () => {
    const names = ["rassegna-2026-11-20-0230.backup", "rassegna-2026-11-21-0230.backup", "rassegna-2026-11-22-0230.backup", "rassegna-2026-11-22-0300.backup"];
    for (const name of [...names, "rassegna-manual.backup", "notes.txt"]) fs.writeFileSync(path.join(folder, name), "");
    expect(pruneBackups(folder, 2).sort()).toEqual(names.slice(0, 2));
    expect(fs.readdirSync(folder).sort()).toEqual(["notes.txt", "rassegna-2026-11-22-0230.backup", "rassegna-2026-11-22-0300.backup", "rassegna-manual.backup"]);
    expect(pruneBackups(folder, 2)).toEqual([]);
  });
});
