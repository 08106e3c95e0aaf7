import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { useSmtpStandIn } from "../../tests/helpers/smtp-stand-in.js";
import { saveAutomationSection } from "../automation/save-automation-section.js";
import { errorLogs } from "../db/schema/index.js";
import type { MailDeps } from "./deps.js";
import { createMailer } from "./mailer.js";
import { notifyCriticalErrors } from "./notify-critical-errors.js";

const testDb = useTestDatabase();
const SITE = "https://rassegna.example.it";
const T0 = new Date("2026-11-21T10:00:00Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const smtp = useSmtpStandIn();
const smtpUrlOfStandIn = "stand-in";

beforeEach(async () => {
  await saveAutomationSection(testDb.db, "email_notifications", { enabled: true, on_errors: true, recipient: "admin@example.it" });
});

/** The jobs' dependencies, mailing through the stand-in (or through nothing: null). */
function deps(smtpUrl: string | null = smtp.url): MailDeps {
  return { db: testDb.db, mailer: createMailer({ smtpUrl: smtpUrl ?? undefined, from: "Rassegna <noreply@rassegna.example.it>" }), publicUrl: SITE, logger: pino({ level: "silent" }) };
}

async function critical(kind: string, at: Date, message = "Every active feed failed in the last sync", extra: Partial<typeof errorLogs.$inferInsert> = {}) {
  await testDb.db.insert(errorLogs).values({ error_type: kind, severity: "critical", error_message: message, source: "rss-sync", timestamp: at, ...extra });
}

describe("critical error e-mails", () => {
  it("send one mail per kind an hour, counting what waited, in Italian with both parts", async () => {
    await critical("feeds_all_failing", minutes(-5));
    await critical("feeds_all_failing", minutes(-2), 'Feed "<script>alert(1)</script>" & co. failed');
    expect(await notifyCriticalErrors(deps(), T0)).toBe(1);
    const [first] = await smtp.received(1);
    expect(first).toMatchObject({ envelopeTo: ["admin@example.it"], subject: "Rassegna: errore critico (feeds_all_failing)" });
    expect(first!.text).toContain('Rassegna ha registrato 2 errori critici di tipo "feeds_all_failing" nelle ultime 24 ore.');
    expect(first!.text).toContain('Messaggio: Feed "<script>alert(1)</script>" & co. failed');
    expect(first!.text).toContain(`${SITE}/dashboard/diagnostics`);
    expect(first!.html).toContain("Feed &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &amp; co. failed");
    expect(first!.html).not.toContain("<script>");
    expect(first!.html).toContain(`href="${SITE}/dashboard/diagnostics"`);

    // Within the hour: a second error of the kind waits; another kind has its own mail.
    await critical("feeds_all_failing", minutes(10));
    await critical("job_failed", minutes(11), 'Scheduled job "auto-cleanup" failed: disk full', { source: "auto-cleanup" });
    expect(await notifyCriticalErrors(deps(), minutes(12))).toBe(1);
    expect(await notifyCriticalErrors(deps(), minutes(40))).toBe(0);
    expect(smtp.messages.map((mail) => mail.subject)).toEqual(["Rassegna: errore critico (feeds_all_failing)", "Rassegna: errore critico (job_failed)"]);

    // An error written late (while the database was down), dated inside the hour, still counts.
    await critical("feeds_all_failing", minutes(30));
    expect(await notifyCriticalErrors(deps(), minutes(60))).toBe(1);
    const again = smtp.messages[2]!;
    expect(again.subject).toBe("Rassegna: errore critico (feeds_all_failing)");
    expect(again.text).toContain("Rassegna ha registrato 2 errori critici di tipo \"feeds_all_failing\" dall'ultimo avviso (21 novembre 2026 alle 11:00).");

    // Nothing new: nothing more.
    expect(await notifyCriticalErrors(deps(), minutes(200))).toBe(0);
  });

  it("leave out resolved errors and lower severities", async () => {
    await critical("database_unreachable", minutes(-3), "connection refused", { resolved: true, resolved_at: minutes(-1) });
    await testDb.db.insert(errorLogs).values({ error_type: "feed_timeout", severity: "high", error_message: "timeout", source: "rss-sync", timestamp: minutes(-1) });
    expect(await notifyCriticalErrors(deps(), T0)).toBe(0);
  });

  it.each([
    ["notifications off", { enabled: false }, smtpUrlOfStandIn],
    ["errors switched off", { on_errors: false }, smtpUrlOfStandIn],
    ["no SMTP_URL", {}, null],
  ])("send nothing with %s", async (_case, settings, smtpUrl) => {
    await saveAutomationSection(testDb.db, "email_notifications", settings);
    await critical("feeds_all_failing", minutes(-1));
    expect(await notifyCriticalErrors(deps(smtpUrl === smtpUrlOfStandIn ? smtp.url : null), T0)).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it("go once when two instances check at the same moment", async () => {
    await critical("feeds_all_failing", minutes(-1));
    const sent = await Promise.all([notifyCriticalErrors(deps(), T0), notifyCriticalErrors(deps(), T0)]);
    expect(sent.reduce((a, b) => a + b)).toBe(1);
    expect(smtp.messages).toHaveLength(1);
  });

  it("a refusal is written as a medium error, thrown nowhere, and not retried within the hour", async () => {
    smtp.refuse("admin@example.it");
    await critical("feeds_all_failing", minutes(-1));
    expect(await notifyCriticalErrors(deps(), T0)).toBe(0);
    const [failure] = await testDb.db.select().from(errorLogs).where(eq(errorLogs.error_type, "mail_failed"));
    expect(failure).toMatchObject({ severity: "medium", source: "mail" });
    expect(failure!.error_message).toContain("to admin@example.it: ");
    expect(failure!.error_message).toContain("550 5.1.1 Recipient address rejected");
    expect(await notifyCriticalErrors(deps(), minutes(5))).toBe(0);
    expect(await testDb.db.select().from(errorLogs).where(eq(errorLogs.error_type, "mail_failed"))).toHaveLength(1);
  });
});
