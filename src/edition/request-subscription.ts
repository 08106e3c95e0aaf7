import type { BaseLogger } from "pino";
import { readAutomationSettings } from "../automation/settings.js";
import type { Database } from "../db/database.js";
import { MailError, type Mailer } from "../mail/mailer.js";
import { ConflictError } from "../platform/errors.js";
import type { EditionSubscribeInput } from "../shared/edition.js";
import { confirmationMail } from "./edition-mails.js";
import { linkToken } from "./edition-links.js";
import { subscribe } from "./subscriptions.js";

export interface SubscriptionDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  linkKey: Buffer;
  logger: Pick<BaseLogger, "info" | "warn" | "error">;
}

/** Whether readers may subscribe: the e-mail edition is on and the site can send e-mail (SMTP_URL set). */
export async function subscriptionsOpen(db: Database, smtpConfigured: boolean): Promise<boolean> {
  return smtpConfigured && (await readAutomationSettings(db)).daily_edition.enabled;
}

/**
 * The subscribe form's request (docs/product.md#edizione): refused while
 * subscriptions are closed; otherwise the address is stored and the
 * confirmation e-mail leaves in the background, so a known address answers as
 * fast as a new one. A bot that filled the honeypot stores nothing and gets
 * the same answer. Answers the sending in progress (tests wait on it), or null.
 */
export async function requestSubscription(deps: SubscriptionDeps, input: EditionSubscribeInput, now: Date): Promise<Promise<void> | null> {
  if (!(await subscriptionsOpen(deps.db, deps.mailer.host !== null))) throw new ConflictError("The daily edition is not open to subscriptions", "edition_closed");
  if (input.website) return null;
  const subscriber = await subscribe(deps.db, input.email, now);
  if (!subscriber) return null;
  const mail = confirmationMail(subscriber.email, deps.publicUrl, linkToken(deps.linkKey, "confirm", subscriber));
  return deps.mailer.send(mail).then(
    () => undefined,
    // The server's reply code only: its words may carry the address, which the log keeps for 30 days.
    (error: unknown) => deps.logger.warn({ category: "system", job: "daily-edition", code: error instanceof MailError ? (error.responseCode ?? error.reason) : "unknown" }, "could not send the daily edition's confirmation e-mail"),
  );
}
