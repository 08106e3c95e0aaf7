import { databaseBytes } from "../articles/storage-stats.js";
import { readAutomationSettings } from "../automation/settings.js";
import { claimRomeDay } from "../db/period-claims.js";
import { LIMITS } from "../shared/constants.js";
import { isStorageWarning, usedPercent } from "../shared/storage-figures.js";
import type { MailDeps } from "./deps.js";
import { storageWarningMail } from "./messages.js";
import { notificationRecipient } from "./notification-recipient.js";
import { recordMailFailure } from "./record-mail-failure.js";

/**
 * The storage warning, checked every few minutes: when the database passes
 * Spazio Server's threshold (70 % of the assumed 1 GB, the same figures and
 * rounding as its bar), one mail per Rome day, claimed once across
 * instances. `capacityBytes` is for tests. Answers whether a mail left.
 */
export async function warnOnStorage(deps: MailDeps, now: Date, capacityBytes: number = LIMITS.storageCapacityBytes): Promise<boolean> {
  const settings = (await readAutomationSettings(deps.db)).email_notifications;
  const to = notificationRecipient(settings, "on_storage_warning", deps.mailer);
  if (!to) return false;
  const bytes = await databaseBytes(deps.db);
  const percent = usedPercent(bytes, capacityBytes);
  if (!isStorageWarning(percent)) return false;
  if (!(await claimRomeDay(deps.db, "storage_warning", now))) return false;
  try {
    const mail = storageWarningMail(to, deps.publicUrl, { bytes, capacity: capacityBytes, percent, threshold: LIMITS.storageWarningPercent });
    const response = await deps.mailer.send(mail);
    deps.logger.info({ category: "system", bytes, percent, to, response }, "storage warning e-mail sent");
    return true;
  } catch (error) {
    await recordMailFailure(deps, "storage warning", to, error);
    return false;
  }
}
