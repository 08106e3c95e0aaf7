import { readAutomationSettings } from "../automation/settings.js";
import type { TestEmailResponse } from "../shared/automation.js";
import type { MailDeps } from "./deps.js";
import { MailError } from "./mailer.js";
import { testMail } from "./messages.js";

/**
 * Automazione's "send a test e-mail": to `recipient`, else to the stored one,
 * whatever the notification switches say. Answers the SMTP server's own
 * reply, or why nothing left: no SMTP_URL, no recipient, or the server's
 * refusal or silence in its own words. A failure here is the admin's answer,
 * so it writes no error row.
 */
export async function sendTestEmail(deps: MailDeps, recipient: string | undefined, now = new Date()): Promise<TestEmailResponse> {
  const to = recipient ?? ((await readAutomationSettings(deps.db)).email_notifications.recipient || null);
  const refused = (error: TestEmailResponse["error"], detail: string | null): TestEmailResponse => ({ success: false, recipient: to, response: null, error, detail });
  if (deps.mailer.host === null) return refused("smtp_not_configured", "SMTP_URL is not set");
  if (!to) return refused("no_recipient", null);
  try {
    const response = await deps.mailer.send(testMail(to, deps.publicUrl, now));
    deps.logger.info({ category: "system", to, response }, "test e-mail sent");
    return { success: true, recipient: to, response, error: null, detail: null };
  } catch (error) {
    const detail = error instanceof MailError || error instanceof Error ? error.message : String(error);
    deps.logger.warn({ category: "system", to, detail }, "test e-mail failed");
    return refused("send_failed", detail);
  }
}
