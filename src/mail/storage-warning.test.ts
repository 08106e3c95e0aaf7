import pino from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { useSmtpStandIn } from "../../tests/helpers/smtp-stand-in.js";
import { databaseBytes } from "../articles/storage-stats.js";
import { saveAutomationSection } from "../automation/save-automation-section.js";
import { formatBytes, usedPercent } from "../shared/storage-figures.js";
import type { MailDeps } from "./deps.js";
import { createMailer } from "./mailer.js";
import { warnOnStorage } from "./storage-warning.js";

const testDb = useTestDatabase();
const SITE = "https://rassegna.example.it";
const smtp = useSmtpStandIn();

beforeEach(async () => {
  await saveAutomationSection(testDb.db, "email_notifications", { enabled: true, on_storage_warning: true, recipient: "admin@example.it" });
});

const deps = (): MailDeps => ({
  db: testDb.db,
  mailer: createMailer({ smtpUrl: smtp.url, from: "Rassegna <noreply@rassegna.example.it>" }),
  publicUrl: SITE,
  logger: pino({ level: "silent" }),
});

describe("the storage warning e-mail", () => {
  it("goes when the database passes 70 % of the capacity, at most once a Rome day", async () => {
    // The test database is a few MB: a capacity a little above it puts the use past the threshold.
    const bytes = await databaseBytes(testDb.db);
    const capacity = Math.floor(bytes / 0.8);
    expect(usedPercent(bytes, capacity)).toBe(80);

    expect(await warnOnStorage(deps(), new Date("2026-11-21T09:00:00Z"), capacity)).toBe(true);
    expect(await warnOnStorage(deps(), new Date("2026-11-21T22:30:00Z"), capacity)).toBe(false);
    const [mail] = await smtp.received(1);
    expect(mail!.subject).toBe("Rassegna: spazio del database oltre il 70%");
    // The size is read again by the check, and a database may grow by a page meanwhile: the form, and the capacity.
    expect(mail!.text).toMatch(new RegExp(`Il database occupa [\\d,]+ MB di ${formatBytes(capacity)} \\((7[1-9]|[89]\\d)%\\)\\.`));
    expect(mail!.text).toContain("Lo spazio utilizzato supera il 70%: valuta di eliminare gli articoli vecchi.");
    expect(mail!.html).toContain(`href="${SITE}/dashboard/storage"`);

    // 00:30 the next day in Rome.
    expect(await warnOnStorage(deps(), new Date("2026-11-21T23:30:00Z"), capacity)).toBe(true);
    expect(smtp.messages).toHaveLength(2);
  });

  it("stays quiet below the threshold and while its switch is off", async () => {
    const bytes = await databaseBytes(testDb.db);
    expect(await warnOnStorage(deps(), new Date("2026-11-21T09:00:00Z"))).toBe(false);
    expect(await warnOnStorage(deps(), new Date("2026-11-21T09:00:00Z"), Math.ceil(bytes / 0.7))).toBe(false);
    await saveAutomationSection(testDb.db, "email_notifications", { on_storage_warning: false });
    expect(await warnOnStorage(deps(), new Date("2026-11-21T09:00:00Z"), bytes)).toBe(false);
    expect(smtp.messages).toHaveLength(0);
  });
});
