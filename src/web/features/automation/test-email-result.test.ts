import { describe, expect, it } from "vitest";
import type { TestEmailResponse } from "../../../shared/automation";
import { testEmailOutcome, testEmailRefusal } from "./test-email-result";

const answer = (fields: Partial<TestEmailResponse>): TestEmailResponse => ({ success: false, recipient: null, response: null, error: null, detail: null, ...fields });

describe("testEmailOutcome", () => {
  it("shows the SMTP server's own answer on success", () => {
    const outcome = testEmailOutcome(answer({ success: true, recipient: "a@b.it", response: "250 2.0.0 Ok: queued as 4F2A1" }), "a@b.it");
    expect(outcome).toEqual({ tone: "success", title: "Email di prova inviata a a@b.it", detail: "250 2.0.0 Ok: queued as 4F2A1", detailLabel: "Risposta del server SMTP:" });
  });

  it.each([
    { error: "smtp_not_configured" as const, detail: null, title: "Email non inviata: SMTP non configurato. Imposta SMTP_URL sul server e riavvia l'applicazione.", shown: null },
    { error: "no_recipient" as const, detail: null, title: "Email non inviata: manca il destinatario. Inserisci un indirizzo email.", shown: null },
    { error: "send_failed" as const, detail: "550 5.1.1 Mailbox unavailable", title: "Invio non riuscito", shown: "550 5.1.1 Mailbox unavailable" },
  ])("says why it was not sent: $error", ({ error, detail, title, shown }) => {
    expect(testEmailOutcome(answer({ error, detail }), "a@b.it")).toEqual({ tone: "error", title, detail: shown, detailLabel: null });
  });

  it("says the request failed when there is no answer", () => {
    expect(testEmailOutcome(null, "a@b.it")).toMatchObject({ tone: "error", title: "Errore durante l'invio dell'email di prova" });
  });
});

describe("testEmailRefusal", () => {
  it.each([
    { recipient: "", title: "Email non inviata: manca il destinatario. Inserisci un indirizzo email." },
    { recipient: "   ", title: "Email non inviata: manca il destinatario. Inserisci un indirizzo email." },
    { recipient: "redazione@", title: "Inserisci un indirizzo email valido (ad es. nome@esempio.it)." },
  ])("does not send to '$recipient'", ({ recipient, title }) => {
    expect(testEmailRefusal(recipient)).toMatchObject({ tone: "error", title });
  });

  it("lets a real address through", () => {
    expect(testEmailRefusal(" redazione@esempio.it ")).toBeNull();
  });
});
