/** One message: Italian, with a plain-text and an HTML part. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as the daily edition's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** Sends e-mail through SMTP_URL, or says it cannot. */
export interface Mailer {
  /** Host and port of SMTP_URL ("mail.example.it:587"), never its credentials; null when unset. */
  readonly host: string | null;
  /** Sends one message and answers the server's own reply ("250 2.0.0 Ok: queued as …"); throws MailError otherwise. */
  send(mail: OutgoingMail): Promise<string>;
}

/** Why a message did not leave: no SMTP_URL, or the server's refusal or silence (its detail in the message). */
export class MailError extends Error {
  constructor(
    readonly reason: "smtp_not_configured" | "send_failed",
    message: string,
    /** The SMTP server's reply code when it refused the message (550: this recipient, never worth a retry). */
    readonly responseCode?: number,
  ) {
    super(message);
    this.name = "MailError";
  }
}

/** How long each step may take: a dead server answers within seconds, not nodemailer's minutes. */
export interface MailTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

export const MAIL_TIMEOUTS: MailTimeouts = { connectionMs: 5_000, greetingMs: 5_000, socketMs: 10_000 };

/**
 * A mailer over `smtpUrl` (SMTP_URL) sending as `from` (MAIL_FROM). One
 * connection per message, no pool: notifications are a few a day, and
 * nothing stays open between them. SMTP_URL is the operator's own server, so
 * it does not go through the feeds' address guard (docs/security.md).
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; timeouts?: MailTimeouts }): Mailer {
  const { smtpUrl, from } = options;
  if (!smtpUrl) {
    return {
      host: null,
      send: () => Promise.reject(new MailError("smtp_not_configured", "SMTP_URL is not set")),
    };
  }
  const timeouts = options.timeouts ?? MAIL_TIMEOUTS;
  // nodemailer loads on the first send: an idle server, or one without notifications, never holds it.
  let transport: ReturnType<typeof openTransport> | undefined;
  return {
    host: smtpHost(smtpUrl),
    async send(mail) {
      try {
        transport ??= openTransport(smtpUrl, timeouts);
        const info = await (await transport).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
        return info.response;
      } catch (error) {
        const code = (error as { responseCode?: unknown } | null)?.responseCode;
        throw new MailError("send_failed", error instanceof Error ? error.message : String(error), typeof code === "number" ? code : undefined);
      }
    },
  };
}

async function openTransport(smtpUrl: string, timeouts: MailTimeouts) {
  const { createTransport } = await import("nodemailer");
  return createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: timeouts.connectionMs,
  });
}

/** "host:port" of an SMTP URL, the port nodemailer would use when the URL names none. */
export function smtpHost(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === "smtps:" ? "465" : "587");
  return `${url.hostname}:${port}`;
}

/** GET /api/admin/notifications: whether e-mail can leave at all, and through which host. */
export function notificationStatus(mailer: Mailer): { smtp_configured: boolean; smtp_host: string | null } {
  return { smtp_configured: mailer.host !== null, smtp_host: mailer.host };
}
