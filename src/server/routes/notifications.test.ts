import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { closedPort } from "../../../tests/helpers/closed-port.js";
import { createTestApp, signIn } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { useSmtpStandIn } from "../../../tests/helpers/smtp-stand-in.js";
import { saveAutomationSection } from "../../automation/save-automation-section.js";
import { errorLogs } from "../../db/schema/index.js";

const testDb = useTestDatabase();
const smtp = useSmtpStandIn();


type Admin = (method: "GET" | "POST", url: string, payload?: object) => Promise<LightMyRequestResponse>;

/** A test server whose SMTP_URL is `smtpUrl`; the callback gets an admin's request function. */
async function withApp(smtpUrl: string | undefined, use: (admin: Admin) => Promise<void>) {
  const server = await createTestApp(testDb.db, { smtpUrl, publicUrl: "https://rassegna.example.it", mailFrom: "Rassegna <noreply@rassegna.example.it>" });
  try {
    const token = (await signIn(server.app)).session.access_token;
    await use((method, url, payload) => server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } }));
  } finally {
    await server.app.close();
  }
}

describe("GET /api/admin/notifications", () => {
  it("says whether SMTP_URL is set and names its host and port, never its credentials", async () => {
    await withApp("smtps://mailer:segretissima@mail.example.it", async (admin) => {
      const response = await admin("GET", "/api/admin/notifications");
      expect(response.json()).toEqual({ smtp_configured: true, smtp_host: "mail.example.it:465" });
      expect(response.body).not.toContain("segretissima");
      expect(response.body).not.toContain("mailer");
    });
    await withApp(undefined, async (admin) => {
      expect((await admin("GET", "/api/admin/notifications")).json()).toEqual({ smtp_configured: false, smtp_host: null });
    });
  });
});

describe("POST /api/admin/notifications/test-email", () => {
  it("sends an Italian test e-mail and reports the SMTP server's own answer", async () => {
    await withApp(smtp.url, async (admin) => {
      const response = await admin("POST", "/api/admin/notifications/test-email", { recipient: "prova@example.it" });
      const [mail] = await smtp.received(1);
      expect(response.json()).toEqual({ success: true, recipient: "prova@example.it", response: `250 Ok: queued as ${mail!.queueId}`, error: null, detail: null });
      expect(mail).toMatchObject({ envelopeTo: ["prova@example.it"], from: '"Rassegna" <noreply@rassegna.example.it>', subject: "Rassegna: e-mail di prova" });
      expect(mail!.text).toContain("Questa è un'e-mail di prova di Rassegna.");
      expect(mail!.html).toContain("<p style=\"margin:0 0 12px\">Questa è un&#39;e-mail di prova di Rassegna.");
      expect(mail!.text).toContain("https://rassegna.example.it/dashboard/automation");
    });
  });

  it("goes to the stored recipient when none is given, whatever the switches say", async () => {
    await saveAutomationSection(testDb.db, "email_notifications", { recipient: "redazione@example.it" });
    await withApp(smtp.url, async (admin) => {
      expect((await admin("POST", "/api/admin/notifications/test-email", {})).json()).toMatchObject({ success: true, recipient: "redazione@example.it" });
      expect((await smtp.received(1))[0]!.envelopeTo).toEqual(["redazione@example.it"]);
    });
  });

  it("says why nothing left: no SMTP_URL, no recipient", async () => {
    await withApp(undefined, async (admin) => {
      expect((await admin("POST", "/api/admin/notifications/test-email", { recipient: "prova@example.it" })).json()).toEqual({
        success: false,
        recipient: "prova@example.it",
        response: null,
        error: "smtp_not_configured",
        detail: "SMTP_URL is not set",
      });
    });
    await withApp(smtp.url, async (admin) => {
      expect((await admin("POST", "/api/admin/notifications/test-email", {})).json()).toEqual({ success: false, recipient: null, response: null, error: "no_recipient", detail: null });
    });
    expect(smtp.messages).toHaveLength(0);
  });

  it("reports a refused recipient and a server that is down in the server's own words, writing no error row", async () => {
    smtp.refuse("sconosciuto@example.it");
    await withApp(smtp.url, async (admin) => {
      const refused = (await admin("POST", "/api/admin/notifications/test-email", { recipient: "sconosciuto@example.it" })).json();
      expect(refused).toMatchObject({ success: false, recipient: "sconosciuto@example.it", error: "send_failed", response: null });
      expect(refused.detail).toContain("550 5.1.1 Recipient address rejected");
    });

    await withApp(`smtp://127.0.0.1:${await closedPort()}`, async (admin) => {
      const down = (await admin("POST", "/api/admin/notifications/test-email", { recipient: "prova@example.it" })).json();
      expect(down).toMatchObject({ success: false, error: "send_failed" });
      expect(down.detail).toContain("ECONNREFUSED");
    });
    expect(await testDb.db.select().from(errorLogs)).toEqual([]);
  });

  it("refuses a recipient that is not an e-mail address", async () => {
    await withApp(smtp.url, async (admin) => {
      const response = await admin("POST", "/api/admin/notifications/test-email", { recipient: "non-una-email" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "validation_failed", message: "recipient: recipient must be an e-mail address" });
    });
  });
});
