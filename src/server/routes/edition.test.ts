import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSmtpStandIn } from "../../../tests/helpers/smtp-stand-in.js";
import { createTestApp, signIn } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { saveAutomationSection } from "../../automation/save-automation-section.js";
import { editionSubscribers } from "../../db/schema/index.js";
import { runRetention } from "../../diagnostics/retention/prune-operational-data.js";
import { editionLinkKey, linkToken } from "../../edition/edition-links.js";
import type { EditionSubscriberList } from "../../shared/edition.js";

const testDb = useTestDatabase();
const smtp = useSmtpStandIn();
const START = new Date("2026-11-30T09:00:00Z");
let now = START;
let server: Awaited<ReturnType<typeof createTestApp>>;
const minutes = (count: number) => new Date(START.getTime() + count * 60_000);

beforeEach(async () => {
  now = START;
  server = await createTestApp(testDb.db, { smtpUrl: smtp.url }, { now: () => now });
  await saveAutomationSection(testDb.db, "daily_edition", { enabled: true });
});
afterEach(async () => server.app.close());

const subscribe = (payload: object, ip = "198.51.100.7") => server.app.inject({ method: "POST", url: "/api/edition/subscribe", payload, remoteAddress: ip });
const stored = () => testDb.db.select().from(editionSubscribers);
const confirmLink = (text: string) => decodeURIComponent(/conferma\?token=(\S+)/.exec(text)![1]!);
const confirm = (token: string) =>
  server.app.inject({ method: "POST", url: "/api/edition/confirm", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: `token=${encodeURIComponent(token)}` });

describe("POST /api/edition/subscribe", () => {
  it("answers a new, a waiting and a confirmed address alike, and mails only the new one (and a waiting one after ten minutes)", async () => {
    const first = await subscribe({ email: " Nome@Example.IT " });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ success: true });
    const [mail] = await smtp.received(1);
    expect(mail!.envelopeTo).toEqual(["nome@example.it"]);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(["confirmed_at", "created_at", "email", "id"]);

    // Again at once: the same answer, no second mail.
    now = minutes(5);
    expect((await subscribe({ email: "nome@example.it" })).body).toBe(first.body);
    // After ten minutes a new link, and the first one no longer works.
    now = minutes(11);
    expect((await subscribe({ email: "nome@example.it" })).body).toBe(first.body);
    const [, second] = await smtp.received(2);
    expect((await confirm(confirmLink(mail!.text))).headers.location).toBe("/edizione/conferma?esito=non-valida");
    expect((await confirm(confirmLink(second!.text))).headers.location).toBe("/edizione/conferma?esito=confermata");
    expect((await stored())[0]!.confirmed_at).toEqual(minutes(11));

    // Confirmed: the same answer, nothing sent, nothing changed.
    now = minutes(30);
    expect((await subscribe({ email: "NOME@example.it" }, "198.51.100.8")).body).toBe(first.body);
    const other = await subscribe({ email: "altra@example.it" }, "198.51.100.8");
    expect(other.body).toBe(first.body);
    const all = await smtp.received(3);
    expect(all.map((message) => message.envelopeTo[0])).toEqual(["nome@example.it", "nome@example.it", "altra@example.it"]);
    expect((await stored()).find((row) => row.email === "nome@example.it")!.confirmed_at).toEqual(minutes(11));
  });

  it("stores nothing for a bot that filled the honeypot, with the same answer", async () => {
    const response = await subscribe({ email: "bot@example.it", website: "https://spam.example" });
    expect(response.statusCode).toBe(202);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ["no address", {}],
    ["not an address", { email: "nome" }],
    ["an address too long", { email: `${"a".repeat(250)}@example.it` }],
  ])("refuses %s with 400", async (_label, payload) => {
    expect((await subscribe(payload)).statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it("answers 409 while the e-mail edition is off", async () => {
    await saveAutomationSection(testDb.db, "daily_edition", { enabled: false });
    const response = await subscribe({ email: "nome@example.it" });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe("edition_closed");
  });

  it("answers 409 without SMTP_URL", async () => {
    const withoutMail = await createTestApp(testDb.db, { smtpUrl: undefined });
    try {
      const response = await withoutMail.app.inject({ method: "POST", url: "/api/edition/subscribe", payload: { email: "nome@example.it" } });
      expect(response.statusCode).toBe(409);
    } finally {
      await withoutMail.app.close();
    }
  });

  it("limits one client address to five requests in ten minutes", async () => {
    for (let index = 0; index < 5; index += 1) expect((await subscribe({ email: `persona${index}@example.it` }, "203.0.113.50")).statusCode).toBe(202);
    const refused = await subscribe({ email: "sesta@example.it" }, "203.0.113.50");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await subscribe({ email: "sesta@example.it" }, "203.0.113.51")).statusCode).toBe(202);
  });
});

describe("confirmation and unsubscribing", () => {
  it("refuses a link past 48 hours, and the retention run removes the address", async () => {
    await subscribe({ email: "lento@example.it" });
    const [mail] = await smtp.received(1);
    now = new Date(START.getTime() + 49 * 3_600_000);
    expect((await confirm(confirmLink(mail!.text))).headers.location).toBe("/edizione/conferma?esito=non-valida");
    await runRetention(testDb.db, pino({ level: "silent" }), now);
    expect(await stored()).toEqual([]);
  });

  it("keeps a confirmed address through the retention run", async () => {
    await subscribe({ email: "fedele@example.it" });
    const [mail] = await smtp.received(1);
    await confirm(confirmLink(mail!.text));
    await runRetention(testDb.db, pino({ level: "silent" }), new Date(START.getTime() + 72 * 3_600_000));
    expect(await stored()).toHaveLength(1);
  });

  it("sends a browser's GET to the page with the button, and its POST back to the page; any token answers alike", async () => {
    await subscribe({ email: "uscita@example.it" });
    const [row] = await stored();
    const token = linkToken(editionLinkKey(server.secret), "unsubscribe", row!);
    const page = await server.app.inject({ method: "GET", url: `/api/edition/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`/edizione/disiscrizione?token=${encodeURIComponent(token)}`);
    expect(await stored()).toHaveLength(1);

    const forged = await server.app.inject({ method: "POST", url: `/api/edition/unsubscribe?token=${row!.id}.${"A".repeat(43)}` });
    const pressed = await server.app.inject({ method: "POST", url: `/api/edition/unsubscribe?token=${encodeURIComponent(token)}`, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "" });
    expect([forged.statusCode, forged.headers.location]).toEqual([pressed.statusCode, pressed.headers.location]);
    expect(pressed.headers.location).toBe("/edizione/disiscrizione?esito=annullata");
    expect(await stored()).toEqual([]);
  });

  it("takes a one-click POST sent as multipart (RFC 8058 allows it)", async () => {
    await subscribe({ email: "multi@example.it" });
    const [row] = await stored();
    const token = linkToken(editionLinkKey(server.secret), "unsubscribe", row!);
    const body = '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n';
    const response = await server.app.inject({ method: "POST", url: `/api/edition/unsubscribe?token=${encodeURIComponent(token)}`, headers: { "content-type": "multipart/form-data; boundary=x" }, payload: body });
    expect(response.statusCode).toBe(200);
    expect(await stored()).toEqual([]);
  });
});

describe("the subscribers panel's endpoints", () => {
  it("are the admin's only", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/edition/subscribers"],
      ["GET", "/api/admin/edition/subscribers.csv"],
      ["DELETE", "/api/admin/edition/subscribers/3f9a1c2e-7b4d-4e8f-9a6b-1c2d3e4f5a6b"],
    ] as const) {
      expect((await server.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it("count, list, export and remove", async () => {
    const auth = { authorization: `Bearer ${(await signIn(server.app)).session.access_token}` };
    await subscribe({ email: "uno@example.it" });
    now = minutes(1);
    await subscribe({ email: "-due@example.it" });
    const [first] = await smtp.received(2);
    now = minutes(2);
    await confirm(confirmLink(first!.text));

    const list = await server.app.inject({ method: "GET", url: "/api/admin/edition/subscribers", headers: auth });
    expect(list.statusCode).toBe(200);
    const body = list.json<EditionSubscriberList>();
    expect(body).toMatchObject({ confirmed: 1, pending: 1, page: 1 });
    expect(body.subscribers.map((row) => [row.email, row.confirmed_at])).toEqual([
      ["-due@example.it", null],
      ["uno@example.it", minutes(2).toISOString()],
    ]);

    const csv = await server.app.inject({ method: "GET", url: "/api/admin/edition/subscribers.csv", headers: auth });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="iscritti-edizione-2026-11-30.csv"');
    expect(csv.body).toBe("\uFEFFIndirizzo email;Iscrizione;Conferma\r\nuno@example.it;30/11/2026 10:00:00;30/11/2026 10:02:00\r\n'-due@example.it;30/11/2026 10:01:00;\r\n");

    const id = body.subscribers[0]!.id;
    expect((await server.app.inject({ method: "DELETE", url: `/api/admin/edition/subscribers/${id}`, headers: auth })).statusCode).toBe(204);
    expect((await server.app.inject({ method: "DELETE", url: `/api/admin/edition/subscribers/${id}`, headers: auth })).statusCode).toBe(404);
    expect((await stored()).map((row) => row.email)).toEqual(["uno@example.it"]);
  });
});
