import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { closedPort } from "../../tests/helpers/closed-port.js";
import { useSmtpStandIn } from "../../tests/helpers/smtp-stand-in.js";
import { createMailer, MailError, notificationStatus, smtpHost } from "./mailer.js";

const from = "Rassegna <noreply@rassegna.example.it>";
const mail = { to: "redazione@example.it", subject: "Prova àèìòù", text: "Testo semplice", html: "<p>Testo <b>HTML</b></p>" };
const smtp = useSmtpStandIn();


describe("the mailer", () => {
  it("delivers both parts, with the sender, and answers the server's own reply", async () => {
    const response = await createMailer({ smtpUrl: smtp.url, from }).send(mail);
    const [received] = await smtp.received(1);
    expect(response).toBe(`250 Ok: queued as ${received!.queueId}`);
    expect(received).toMatchObject({
      envelopeFrom: "noreply@rassegna.example.it",
      envelopeTo: ["redazione@example.it"],
      from: '"Rassegna" <noreply@rassegna.example.it>',
      subject: "Prova àèìòù",
      text: "Testo semplice",
      html: "<p>Testo <b>HTML</b></p>",
    });
  });

  it("signs in when the URL carries credentials, and never shows them", async () => {
    const url = `smtp://mailer:segreto@127.0.0.1:${smtp.port}`;
    await createMailer({ smtpUrl: url, from }).send(mail);
    expect(smtp.messages).toHaveLength(1);
    expect(notificationStatus(createMailer({ smtpUrl: url, from }))).toEqual({ smtp_configured: true, smtp_host: `127.0.0.1:${smtp.port}` });
  });

  it.each([
    ["smtp://mail.example.it", "mail.example.it:587"],
    ["smtps://u:p@mail.example.it", "mail.example.it:465"],
    ["smtp://u:p@mail.example.it:2525", "mail.example.it:2525"],
  ])("shows %s as %s", (url, host) => {
    expect(smtpHost(url)).toBe(host);
  });

  it("without SMTP_URL says so and sends nothing", async () => {
    const mailer = createMailer({ smtpUrl: undefined, from });
    expect(notificationStatus(mailer)).toEqual({ smtp_configured: false, smtp_host: null });
    await expect(mailer.send(mail)).rejects.toMatchObject({ reason: "smtp_not_configured" });
  });

  it("reports a refused recipient with the server's words", async () => {
    smtp.refuse("redazione@example.it");
    const failure = await createMailer({ smtpUrl: smtp.url, from })
      .send(mail)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailError);
    expect(failure).toMatchObject({ reason: "send_failed", message: expect.stringContaining("550 5.1.1 Recipient address rejected") });
    expect(smtp.messages).toHaveLength(0);
  });

  it("reports a server that hangs up, and one that is not there", async () => {
    smtp.hangUp(true);
    await expect(createMailer({ smtpUrl: smtp.url, from }).send(mail)).rejects.toMatchObject({ reason: "send_failed", message: expect.stringMatching(/closed|ECONNRESET|socket/i) });
    const port = await closedPort();
    await expect(createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from }).send(mail)).rejects.toMatchObject({
      reason: "send_failed",
      message: expect.stringContaining("ECONNREFUSED"),
    });
  });

  it("gives up on a server that never greets, after its greeting timeout", async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from, timeouts: { connectionMs: 500, greetingMs: 300, socketMs: 1_000 } });
      await expect(mailer.send(mail)).rejects.toMatchObject({ reason: "send_failed", message: expect.stringMatching(/greeting/i) });
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
