import { recordError } from "../platform/error-records/record-error.js";
import type { MailDeps } from "./deps.js";
import { MailError } from "./mailer.js";

/**
 * A notification that could not leave: a log line (category system) and an
 * error_logs row (mail_failed, medium), never a thrown error, so the job that
 * sent it carries on. What it carried is not sent again: the throttle's claim
 * stays, so a dead server costs one attempt per kind and period, not a storm.
 */
export async function recordMailFailure(deps: MailDeps, what: string, to: string, error: unknown): Promise<void> {
  const detail = error instanceof MailError || error instanceof Error ? error.message : String(error);
  deps.logger.warn({ category: "system", notification: what, to, err: error }, "could not send the %s e-mail", what);
  try {
    await recordError(deps.db, {
      errorType: "mail_failed",
      severity: "medium",
      message: `Could not send the ${what} e-mail to ${to}: ${detail}`,
      source: "mail",
      stack: error instanceof MailError ? null : error instanceof Error ? error.stack : null,
    });
  } catch (recordFailure) {
    deps.logger.error({ category: "system", err: recordFailure }, "could not record the e-mail failure");
  }
}
