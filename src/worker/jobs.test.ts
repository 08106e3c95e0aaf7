import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertPendingArticles } from "../../tests/helpers/article-rows.js";
import { manualClock, type ManualClock } from "../../tests/helpers/manual-clock.js";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { useSmtpStandIn } from "../../tests/helpers/smtp-stand-in.js";
import { saveAutomationSection } from "../automation/save-automation-section.js";
import { articles, articleTombstones, systemHealthMetrics } from "../db/schema/index.js";
import { createFetcher, type Fetcher } from "../feeds/fetch/fetcher.js";
import { createMailer } from "../mail/mailer.js";
import { createHealthCollector } from "../diagnostics/health/collector.js";
import { machineProbes } from "../diagnostics/health/probes.js";
import { createPictureFetcher } from "../pictures/fetch-original.js";
import { PictureCache } from "../pictures/picture-cache.js";
import { pictureKey } from "../pictures/picture-key.js";
import { createPictures, type Pictures } from "../pictures/picture-proxy.js";
import { workerJobs } from "./jobs.js";
import { startScheduler } from "./scheduler.js";

// The worker's daily jobs on the real scheduler, with the clock moved by hand: each setting changes what runs.

const testDb = useTestDatabase();
const SITE = "https://rassegna.example.it";
const DAY = 86_400_000;
const smtp = useSmtpStandIn();
let fetcher: Fetcher;
const stops: Array<() => Promise<void>> = [];
let logLines: Array<Record<string, unknown>> = [];
const logger = pino({ level: "info" }, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });

beforeAll(async () => {
  fetcher = createFetcher({ userAgent: "Rassegna-test", allowPrivateNetwork: true });
});
afterAll(async () => {
  await fetcher.close();
});
beforeEach(() => {
  logLines = [];
});
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

/** One worker instance running the named job of the real job list on `clock`. */
function startWorker(clock: ManualClock, job: string, pictures?: Pictures): void {
  const mailer = createMailer({ smtpUrl: smtp.url, from: "Rassegna <noreply@rassegna.example.it>" });
  const jobs = workerJobs({ db: testDb.db, fetcher }, logger, { embeddedDatabase: false, mailer, publicUrl: SITE, ...(pictures && { pictures }) });
  stops.push(startScheduler(jobs.filter((candidate) => candidate.name === job), { db: testDb.db, logger, clock }));
}

const titles = async () => (await testDb.db.select({ title: articles.title }).from(articles)).map((row) => row.title).sort();

describe("the automatic cleanup job", () => {
  it("runs daily at run_at in Rome, deleting what is older than retention_days, and logs the count", async () => {
    await saveAutomationSection(testDb.db, "auto_cleanup", { enabled: true, retention_days: 30, run_at: "04:15" });
    // 04:00 in Rome (UTC+1).
    const start = new Date("2026-11-21T03:00:00Z");
    await insertPublished(testDb.db, [1, 29, 31, 90].map((age) => ({ title: `${age} giorni`, published_at: new Date(start.getTime() - age * DAY) })));
    const clock = manualClock(start);
    startWorker(clock, "auto-cleanup");

    await clock.advanceTo("2026-11-21T03:14:00Z");
    expect(await titles()).toHaveLength(4);
    await clock.advanceTo("2026-11-21T03:16:00Z");
    expect(await titles()).toEqual(["1 giorni", "29 giorni"]);
    expect(await testDb.db.select().from(articleTombstones)).toHaveLength(2);
    expect(logLines).toContainEqual(expect.objectContaining({ category: "system", deleted: 2, retention_days: 30, msg: "automatic cleanup: 2 articles older than 30 days deleted" }));

    // A shorter retention acts at the next day's run.
    await saveAutomationSection(testDb.db, "auto_cleanup", { retention_days: 1 });
    await clock.advanceTo("2026-11-22T03:14:00Z");
    expect(await titles()).toHaveLength(2);
    await clock.advanceTo("2026-11-22T03:16:00Z");
    expect(await titles()).toEqual([]);
  });

  it("removes the cached pictures of the articles it deletes, and keeps those still in use", async () => {
    const dir = path.join(os.tmpdir(), `rassegna-job-pictures-${randomUUID()}`);
    const pictures = createPictures({
      db: testDb.db,
      cache: new PictureCache({ dir, maxBytes: 10 * 1024 * 1024 }),
      fetcher: createPictureFetcher({ userAgent: "Rassegna-test", allowPrivateNetwork: true }),
    });
    stops.push(async () => {
      await pictures.close();
      await rm(dir, { recursive: true, force: true });
    });
    await saveAutomationSection(testDb.db, "auto_cleanup", { enabled: true, retention_days: 30, run_at: "04:15" });
    const start = new Date("2026-11-21T03:00:00Z");
    const folders: string[] = [];
    for (const age of [1, 90]) {
      const imageUrl = `https://fonte.example.it/${age}.jpg`;
      await insertPublished(testDb.db, [{ image_url: imageUrl, published_at: new Date(start.getTime() - age * DAY) }]);
      // As the picture service leaves a picture: its original and a width, written a day ago.
      const folder = path.join(dir, pictureKey(imageUrl).slice(0, 2), pictureKey(imageUrl));
      await mkdir(folder, { recursive: true });
      for (const name of ["original", "640.webp"]) {
        await writeFile(path.join(folder, name), Buffer.alloc(1_000));
        await utimes(path.join(folder, name), new Date(Date.now() - DAY), new Date(Date.now() - DAY));
      }
      folders.push(folder);
    }
    const clock = manualClock(start);
    startWorker(clock, "auto-cleanup", pictures);

    await clock.advanceTo("2026-11-21T03:16:00Z");
    expect(folders.map((folder) => existsSync(folder))).toEqual([true, false]);
    expect(logLines).toContainEqual(
      expect.objectContaining({ category: "system", removed_files: 2, removed_bytes: 2_000, msg: "automatic cleanup: 2 cached picture files no article uses removed" }),
    );
  });

  it("does nothing while switched off (the default)", async () => {
    const start = new Date("2026-11-21T01:00:00Z");
    await insertPublished(testDb.db, [100, 400].map((age) => ({ published_at: new Date(start.getTime() - age * DAY) })));
    const clock = manualClock(start);
    startWorker(clock, "auto-cleanup");
    await clock.advanceTo("2026-11-22T06:00:00Z");
    expect(await titles()).toHaveLength(2);
  });
});

describe("the daily digest job", () => {
  beforeEach(async () => {
    await saveAutomationSection(testDb.db, "email_notifications", { enabled: true, on_new_articles: true, recipient: "redazione@example.it" });
  });

  it("sends at 08:00 in Rome, once a day across two instances, and nothing on a day without new articles", async () => {
    await insertPublished(testDb.db, [{ published_at: new Date("2026-11-20T09:00:00Z") }, { published_at: new Date("2026-11-21T06:30:00Z") }]);
    await insertPendingArticles(testDb.db, 1, { published: new Date("2026-11-21T05:00:00Z") });
    // 07:55 in Rome.
    const clock = manualClock("2026-11-21T06:55:00Z");
    startWorker(clock, "mail-daily-digest");
    startWorker(clock, "mail-daily-digest");

    await clock.advanceTo("2026-11-21T06:59:30Z");
    expect(smtp.messages).toHaveLength(0);
    await clock.advanceTo("2026-11-21T07:30:00Z");
    expect(smtp.messages.map((mail) => mail.subject)).toEqual(["Rassegna: 2 nuovi articoli nelle ultime 24 ore"]);

    await clock.advanceTo("2026-11-22T09:00:00Z");
    expect(smtp.messages).toHaveLength(1);
  });

  it("sends nothing while its switch is off", async () => {
    await saveAutomationSection(testDb.db, "email_notifications", { on_new_articles: false });
    await insertPublished(testDb.db, [{ published_at: new Date("2026-11-21T06:00:00Z") }]);
    const clock = manualClock("2026-11-21T06:55:00Z");
    startWorker(clock, "mail-daily-digest");
    await clock.advanceTo("2026-11-21T08:00:00Z");
    expect(smtp.messages).toHaveLength(0);
  });
});

describe("a job failing three times in a row", () => {
  it("becomes a critical error that reaches the administrator's inbox, once", async () => {
    await saveAutomationSection(testDb.db, "email_notifications", { enabled: true, on_errors: true, recipient: "admin@example.it" });
    // Error rows take the database's time: the clock starts from it.
    const clock = manualClock(new Date());
    const mailer = createMailer({ smtpUrl: smtp.url, from: "Rassegna <noreply@rassegna.example.it>" });
    const mailJob = workerJobs({ db: testDb.db, fetcher }, logger, { embeddedDatabase: false, mailer, publicUrl: SITE }).filter((job) => job.name === "mail-critical-errors");
    const broken = { name: "tombstone-pruning", everyMs: 60_000, run: () => Promise.reject(new Error("relation \"article_tombstones\" does not exist")) };
    stops.push(startScheduler([broken, ...mailJob], { db: testDb.db, logger, clock }));

    await clock.advance(2 * 60_000);
    expect(smtp.messages).toHaveLength(0);
    await clock.advance(3 * 60_000);
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.subject).toBe("Rassegna: errore critico (job_failed)");
    expect(mail!.text).toContain("Origine: tombstone-pruning");
    expect(mail!.text).toContain('Messaggio: Scheduled job "tombstone-pruning" failed: relation "article_tombstones" does not exist');
  });
});

describe("the worker's health job", () => {
  it("runs every minute and, in a worker without HTTP, stores a reading that says so", async () => {
    const health = createHealthCollector({ db: testDb.db, probes: machineProbes({ db: testDb.db, dataDir: os.tmpdir() }) });
    const mailer = createMailer({ smtpUrl: undefined, from: "Rassegna <noreply@rassegna.example.it>" });
    const jobs = workerJobs({ db: testDb.db, fetcher }, pino({ level: "silent" }), { embeddedDatabase: false, mailer, publicUrl: SITE, health });
    const job = jobs.find((candidate) => candidate.name === "system-health")!;
    expect(job).toMatchObject({ everyMs: 60_000 });
    await job.run(new Date());
    const [reading] = await testDb.db.select().from(systemHealthMetrics);
    expect(reading).toMatchObject({ scope: "no_http", active_connections: null, api_response_time: null });
    expect(reading!.memory_usage).toBeGreaterThan(0);
  });
});
