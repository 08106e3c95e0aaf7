import { randomBytes } from "node:crypto";
import type { AddressInfo, Socket } from "node:net";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 standing in for the operator's mail server:
 * it accepts mail (without TLS, with any or no credentials), keeps each
 * message read back as sender, recipients, subject, text and HTML, and
 * answers "250 Ok: queued as <id>". A test can have it refuse a recipient
 * (550) or hang up on every connection. Standalone, for the browser tests:
 * `npx tsx tests/servers/smtp.ts --port 2525` prints
 * "SMTP stand-in listening on smtp://127.0.0.1:2525" once it accepts mail;
 * `--refuse <address>` (repeatable) has it refuse that recipient with 550.
 */

export interface ReceivedMail {
  /** The envelope's sender and recipients, as the client gave them. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** The From header as written ("Rassegna <noreply@localhost>"). */
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The queue id of the "250 Ok: queued as <id>" answer. */
  queueId: string;
  /** Every header as written, by its lower-cased name (the last of a repeated one), lines unfolded. */
  headers: Record<string, string>;
}

export interface SmtpStandIn {
  readonly port: number;
  /** smtp://127.0.0.1:PORT, a value for SMTP_URL. */
  readonly url: string;
  /** Messages accepted, oldest first. */
  readonly messages: ReceivedMail[];
  /** Resolves with the messages once `count` have arrived (at once if they have). */
  received(count: number): Promise<ReceivedMail[]>;
  /** Refuses `recipient` at RCPT TO with this code and text (550 by default). */
  refuse(recipient: string, code?: number, text?: string): void;
  /** While on, every new connection is closed before the greeting. */
  hangUp(on: boolean): void;
  /** Forgets messages, refusals and the hang-up. */
  reset(): void;
  close(): Promise<void>;
}

function addressText(address: AddressObject | AddressObject[] | undefined): string {
  if (!address) return "";
  return (Array.isArray(address) ? address : [address]).map((entry) => entry.text).join(", ");
}

/** Starts the stand-in on 127.0.0.1, on `port` or a free one. */
export async function startSmtpServer(options: { port?: number; log?: (line: string) => void } = {}): Promise<SmtpStandIn> {
  const messages: ReceivedMail[] = [];
  const refusals = new Map<string, { code: number; text: string }>();
  const waiters: { count: number; resolve: (mail: ReceivedMail[]) => void }[] = [];
  let hangingUp = false;

  const onData = (stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null, message?: string) => void) => {
    simpleParser(stream)
      .then((parsed) => {
        const queueId = randomBytes(5).toString("hex").toUpperCase();
        const mail: ReceivedMail = {
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          from: addressText(parsed.from),
          to: addressText(parsed.to),
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : "",
          queueId,
          headers: Object.fromEntries(parsed.headerLines.map((line) => [line.key, line.line.slice(line.line.indexOf(":") + 1).replace(/\r?\n[ \t]+/g, " ").trim()])),
        };
        messages.push(mail);
        options.log?.(`received ${queueId} for ${mail.envelopeTo.join(", ")}: ${mail.subject}`);
        for (const waiter of waiters.filter((entry) => messages.length >= entry.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve([...messages]);
        }
        callback(null, `Ok: queued as ${queueId}`);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
  };

  const server = new SMTPServer({
    // The stand-in speaks plain SMTP: no STARTTLS (its certificate would be the package's public test one).
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    banner: "Rassegna SMTP stand-in",
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? "user" }),
    onRcptTo: (address, _session, callback) => {
      const refusal = refusals.get(address.address.toLowerCase());
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.text), { responseCode: refusal.code });
      callback(error);
    },
    onData,
  });
  server.on("error", () => {});
  // Ahead of the server's own handler: a hang-up closes the socket before anything is said.
  server.server.prependListener("connection", (socket: Socket) => {
    if (hangingUp) socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    received(count) {
      if (messages.length >= count) return Promise.resolve([...messages]);
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    refuse(recipient, code = 550, text = "5.1.1 Recipient address rejected: User unknown") {
      refusals.set(recipient.toLowerCase(), { code, text });
    },
    hangUp(on) {
      hangingUp = on;
    },
    reset() {
      messages.length = 0;
      refusals.clear();
      hangingUp = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { port: { type: "string", default: "2525" }, refuse: { type: "string", multiple: true, default: [] } } });
  const standIn = await startSmtpServer({ port: Number(values.port), log: (line) => process.stdout.write(`${line}\n`) });
  for (const recipient of values.refuse) standIn.refuse(recipient);
  process.stdout.write(`SMTP stand-in listening on ${standIn.url}\n`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
