import { readAutomationSettings } from "../automation/settings.js";
import type { MailDeps } from "./deps.js";
import { backupFailedMail } from "./messages.js";
import { notificationRecipient } from "./notification-recipient.js";
import { recordMailFailure } from "./record-mail-failure.js";

/**
 * Mails the admin that the daily backup failed, under the "Errori" switch of
 * the e-mail notifications. At once, not through the critical-error mail: a
 * job failure is critical only from its third in a row, and three days
 * without a backup is too late to hear of it. The job runs once a day, so
 * this is at most one mail a day. Answers whether it left.
 */
export async function mailBackupFailure(deps: MailDeps, failure: { at: Date; file: string; reason: string }): Promise<boolean> {
  const to = notificationRecipient((await readAutomationSettings(deps.db)).email_notifications, "on_errors", deps.mailer);
  if (!to) return false;
  try {
    const response = await deps.mailer.send(backupFailedMail(to, deps.publicUrl, failure));
    deps.logger.info({ category: "system", to, response }, "backup failure e-mail sent");
    return true;
  } catch (error) {
    await recordMailFailure(deps, "backup failure", to, error);
    return false;
  }
}
