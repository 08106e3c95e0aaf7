import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { useSmtpStandIn } from "../../tests/helpers/smtp-stand-in.js";
import { createTestApp } from "../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { saveAutomationSection } from "../automation/save-automation-section.js";
import { eq } from "drizzle-orm";
import { articles, editionDeliveries, editionSubscribers } from "../db/schema/index.js";
import { createMailer } from "../mail/mailer.js";
import { editionLinkKey } from "./edition-links.js";
import { sendDueEdition, type EditionSenderDeps } from "./send-editions.js";

// The whole walk of issue 30's "daily edition": subscribe, the confirmation mail, confirm, the morning edition sent
// once per subscriber by two workers and again after a "restart", the List-Unsubscribe headers, the one-click POST,
// and the evening edition without the one who left. Real SMTP (the stand-in), the real database, the real routes.

const testDb = useTestDatabase();
const smtp = useSmtpStandIn();
const SITE = "https://rassegna.example.it";
// 30 November 2026: Rome is UTC+1, so the 07:00 edition is 06:00Z and the 19:00 one 18:00Z.
let now = new Date("2026-11-30T05:00:00Z");
let server: Awaited<ReturnType<typeof createTestApp>>;

beforeEach(async () => {
  now = new Date("2026-11-30T05:00:00Z");
  server = await createTestApp(testDb.db, { smtpUrl: smtp.url, publicUrl: SITE }, { now: () => now });
  await saveAutomationSection(testDb.db, "daily_edition", { enabled: true });
});
afterEach(async () => server.app.close());

/** A worker's sender: its own mailer (its own connections), the app's secret. */
const worker = (): EditionSenderDeps => ({
  db: testDb.db,
  mailer: createMailer({ smtpUrl: smtp.url, from: "Rassegna <noreply@rassegna.example.it>" }),
  publicUrl: SITE,
  linkKey: editionLinkKey(server.secret),
  logger: pino({ level: "silent" }),
});

const subscribe = (email: string, ip = "198.51.100.7") => server.app.inject({ method: "POST", url: "/api/edition/subscribe", payload: { email }, remoteAddress: ip });
const tokenIn = (text: string, path: string) => decodeURIComponent(new RegExp(`${path}\\?token=([^\\s"&]+)`).exec(text)![1]!);

async function subscribeAndConfirm(email: string, index: number): Promise<void> {
  expect((await subscribe(email)).statusCode).toBe(202);
  const [mail] = (await smtp.received(index + 1)).slice(index);
  expect(mail!.envelopeTo).toEqual([email.toLowerCase()]);
  const confirmed = await server.app.inject({
    method: "POST",
    url: "/api/edition/confirm",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `token=${encodeURIComponent(tokenIn(mail!.text, "/edizione/conferma"))}`,
  });
  expect(confirmed.statusCode).toBe(303);
  expect(confirmed.headers.location).toBe("/edizione/conferma?esito=confermata");
}

describe("the daily edition by e-mail", () => {
  it("confirms, sends each edition once per subscriber across two workers and a rerun, and unsubscribes in one click", async () => {
    // Confirmation mail: Italian, with the link to the page where the reader confirms.
    await subscribeAndConfirm("Lettrice@Example.it", 0);
    const [confirmation] = smtp.messages;
    expect(confirmation!.subject).toBe("Rassegna: conferma l'iscrizione all'edizione quotidiana");
    expect(confirmation!.text).toContain(`${SITE}/edizione/conferma?token=`);
    expect(confirmation!.html).toContain("Conferma la tua iscrizione");
    await subscribeAndConfirm("lettore@example.it", 1);
    expect(await testDb.db.select().from(editionSubscribers)).toHaveLength(2);

    // One story told by two publishers (the story's id is its first article's), a story of its own, and a later one.
    const [lead] = await insertPublished(testDb.db, [{ title: "Terremoto in Irpinia", source_name: "Ansa", category: "cronaca", published_at: new Date("2026-11-30T04:00:00Z") }]);
    await testDb.db.update(articles).set({ story_id: lead! }).where(eq(articles.id, lead!));
    const [, otherCategory] = await insertPublished(testDb.db, [
      { title: "Scossa avvertita a Napoli", source_name: "Il Mattino", category: "cronaca", story_id: lead!, published_at: new Date("2026-11-30T04:30:00Z") },
      { title: "Nuovo chip italiano", source_name: "Wired", category: "tecnologia", published_at: new Date("2026-11-29T20:00:00Z") },
      // After the edition's time: not in the morning edition.
      { title: "Notizia delle nove", source_name: "Ansa", category: "economia", published_at: new Date("2026-11-30T08:00:00Z") },
    ]);

    // Before 07:00 nothing is due.
    expect(await sendDueEdition(worker(), new Date("2026-11-30T05:59:00Z"))).toBe(0);
    // Two workers at 07:01, then one of them again (a restart): two messages in all.
    const morning = new Date("2026-11-30T06:01:00Z");
    const sent = await Promise.all([sendDueEdition(worker(), morning), sendDueEdition(worker(), morning)]);
    expect(sent[0]! + sent[1]!).toBe(2);
    expect(await sendDueEdition(worker(), new Date("2026-11-30T06:02:00Z"))).toBe(0);
    const editions = (await smtp.received(4)).slice(2);
    expect(smtp.messages).toHaveLength(4);
    expect(editions.map((mail) => mail.envelopeTo[0]).sort()).toEqual(["lettore@example.it", "lettrice@example.it"]);
    expect(await testDb.db.select().from(editionDeliveries)).toHaveLength(2);

    const mail = editions[0]!;
    expect(mail.subject).toBe("Rassegna: edizione del mattino di lunedì 30 novembre 2026");
    expect(mail.text).toContain("CRONACA");
    // One card per story, its newest article, with the other publisher counted; the two-source story first.
    expect(mail.text).toContain("CRONACA\n- Scossa avvertita a Napoli (Il Mattino e un'altra fonte)");
    expect(mail.text).not.toContain("Terremoto in Irpinia");
    expect(mail.text).toContain(`${SITE}/articolo/${otherCategory}`);
    expect(mail.text).not.toContain("Notizia delle nove");
    expect(mail.html).toContain("Edizione del mattino di lunedì 30 novembre 2026");
    // RFC 8058: an HTTPS address that unsubscribes on POST, and the one-click marker.
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const address = /^<(https:\/\/[^>]+)>$/.exec(mail.headers["list-unsubscribe"]!.replace(/\s+/g, ""))?.[1];
    expect(address).toMatch(`${SITE}/api/edition/unsubscribe?token=`);

    // A mail client's one-click POST: no page, no further step.
    const leaving = mail.envelopeTo[0]!;
    const oneClick = await server.app.inject({
      method: "POST",
      url: address!.slice(SITE.length),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await testDb.db.select().from(editionSubscribers)).map((row) => row.email)).toEqual(
      ["lettore@example.it", "lettrice@example.it"].filter((email) => email !== leaving),
    );

    // The evening edition goes to the one who stayed, once.
    await insertPublished(testDb.db, [{ title: "Notizia della sera", category: "sport", published_at: new Date("2026-11-30T17:00:00Z") }]);
    const evening = new Date("2026-11-30T18:00:30Z");
    expect(await sendDueEdition(worker(), evening)).toBe(1);
    expect(await sendDueEdition(worker(), evening)).toBe(0);
    const [last] = (await smtp.received(5)).slice(4);
    expect(last!.envelopeTo).not.toEqual([leaving]);
    expect(last!.subject).toBe("Rassegna: edizione della sera di lunedì 30 novembre 2026");
    expect(smtp.messages).toHaveLength(5);
  });

  it("gives a delivery back when the mail server is down, so the next run sends it", async () => {
    await subscribeAndConfirm("lettrice@example.it", 0);
    await insertPublished(testDb.db, [{ title: "Notizia", published_at: new Date("2026-11-30T05:30:00Z") }]);
    smtp.hangUp(true);
    await expect(sendDueEdition(worker(), new Date("2026-11-30T06:01:00Z"))).rejects.toThrow();
    expect(await testDb.db.select().from(editionDeliveries)).toHaveLength(0);
    smtp.hangUp(false);
    expect(await sendDueEdition(worker(), new Date("2026-11-30T06:02:00Z"))).toBe(1);
  });

  it("keeps a refused address's delivery: a 550 is not tried again", async () => {
    await subscribeAndConfirm("sparito@example.it", 0);
    await insertPublished(testDb.db, [{ title: "Notizia", published_at: new Date("2026-11-30T05:30:00Z") }]);
    smtp.refuse("sparito@example.it");
    expect(await sendDueEdition(worker(), new Date("2026-11-30T06:01:00Z"))).toBe(0);
    expect(await sendDueEdition(worker(), new Date("2026-11-30T06:02:00Z"))).toBe(0);
    expect(await testDb.db.select().from(editionDeliveries)).toHaveLength(1);
  });

  it("sends nothing while the e-mail edition is off, to the unconfirmed, or to those confirmed after the edition's time", async () => {
    await subscribeAndConfirm("presto@example.it", 0);
    now = new Date("2026-11-30T06:30:00Z");
    await subscribeAndConfirm("tardi@example.it", 1);
    now = new Date("2026-11-30T06:31:00Z");
    expect((await subscribe("mai@example.it")).statusCode).toBe(202);
    await smtp.received(3);
    await insertPublished(testDb.db, [{ title: "Notizia", published_at: new Date("2026-11-30T05:30:00Z") }]);
    await saveAutomationSection(testDb.db, "daily_edition", { enabled: false });
    expect(await sendDueEdition(worker(), new Date("2026-11-30T06:40:00Z"))).toBe(0);
    await saveAutomationSection(testDb.db, "daily_edition", { enabled: true });
    expect(await sendDueEdition(worker(), new Date("2026-11-30T06:40:00Z"))).toBe(1);
    expect((await smtp.received(4))[3]!.envelopeTo).toEqual(["presto@example.it"]);
  });

  it("does not send an edition more than 12 hours late", async () => {
    await saveAutomationSection(testDb.db, "daily_edition", { evening: false });
    await subscribeAndConfirm("lettrice@example.it", 0);
    await insertPublished(testDb.db, [{ title: "Notizia", published_at: new Date("2026-11-30T05:30:00Z") }]);
    expect(await sendDueEdition(worker(), new Date("2026-11-30T18:30:00Z"))).toBe(0);
  });
});
