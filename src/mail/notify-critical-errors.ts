import { sql } from "drizzle-orm";
import { readAutomationSettings } from "../automation/settings.js";
import { queryRows, type Database } from "../db/database.js";
import { claimEvery } from "../db/period-claims.js";
import type { MailDeps } from "./deps.js";
import { criticalErrorMail, type CriticalErrorSummary } from "./messages.js";
import { notificationRecipient } from "./notification-recipient.js";
import { recordMailFailure } from "./record-mail-failure.js";

/** At most one mail per error kind in this time (docs/product.md#e-mail-notifications). */
export const ERROR_MAIL_INTERVAL_MS = 3_600_000;
/** Critical errors older than this when first seen are not mailed: switching notifications on does not replay the month. */
const LOOKBACK_MS = 24 * 3_600_000;

/**
 * The critical-error notification, checked every minute: for each error kind
 * with unresolved critical errors newer than its last mail (by the errors' own
 * time, so rows written late still count), one mail once that last mail is
 * an hour old, claimed once across instances. Answers how many mails left.
 */
export async function notifyCriticalErrors(deps: MailDeps, now: Date): Promise<number> {
  const settings = (await readAutomationSettings(deps.db)).email_notifications;
  const to = notificationRecipient(settings, "on_errors", deps.mailer);
  if (!to) return 0;
  let sent = 0;
  for (const summary of await pendingCriticalErrors(deps.db, now)) {
    // Errors of a kind mailed less than an hour ago wait: the next mail counts them.
    if (summary.previousMailAt && now.getTime() - summary.previousMailAt.getTime() < ERROR_MAIL_INTERVAL_MS) continue;
    if (!(await claimEvery(deps.db, `error:${summary.kind}`, now, ERROR_MAIL_INTERVAL_MS))) continue;
    try {
      const response = await deps.mailer.send(criticalErrorMail(to, deps.publicUrl, summary));
      sent += 1;
      deps.logger.info({ category: "system", kind: summary.kind, errors: summary.count, to, response }, "critical error e-mail sent");
    } catch (error) {
      await recordMailFailure(deps, `critical error (${summary.kind})`, to, error);
    }
  }
  return sent;
}

/** Per kind: the unresolved critical errors of the last day newer than the kind's last mail, and the newest in full. */
async function pendingCriticalErrors(db: Database, now: Date): Promise<CriticalErrorSummary[]> {
  const since = new Date(now.getTime() - LOOKBACK_MS).toISOString();
  const rows = await queryRows<{ kind: string; count: number; latest_ms: number; source: string; message: string; previous_ms: number | null }>(
    db,
    sql`with pending as (
          select e.error_type, e.timestamp, e.source, e.error_message, m.claimed_at
          from error_logs e
          left join period_claims m on m.key = 'error:' || e.error_type
          where e.severity = 'critical' and not e.resolved and e.timestamp > ${since}::timestamptz
            and (m.claimed_at is null or e.timestamp > m.claimed_at)
        )
        select distinct on (error_type)
               error_type as kind,
               (count(*) over (partition by error_type))::int as count,
               (extract(epoch from timestamp) * 1000)::float8 as latest_ms,
               source, error_message as message,
               (extract(epoch from claimed_at) * 1000)::float8 as previous_ms
        from pending
        order by error_type, timestamp desc`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    count: Number(row.count),
    latest: { at: new Date(Number(row.latest_ms)), source: row.source, message: row.message },
    // A last mail before the look-back says nothing about what is counted: the mail then speaks of the last 24 hours.
    previousMailAt: row.previous_ms === null || Number(row.previous_ms) <= now.getTime() - LOOKBACK_MS ? null : new Date(Number(row.previous_ms)),
  }));
}
