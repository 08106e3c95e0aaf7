import { sql } from "drizzle-orm";
import { queryRows, type Database } from "./database.js";

/*
 * Claims of "once per period" work, shared by every instance through the
 * mail_notifications table (kind, sent_at): the e-mail throttle and the
 * daily jobs' "done today" mark (docs/decisions.md#automation-scheduler-and-e-mail).
 * Each claim is one conditional upsert: the row lock makes it atomic on
 * PostgreSQL, and PGlite runs statements one at a time, so exactly one caller wins.
 */

/**
 * Claims `kind` at `now` when it was never claimed or last claimed at least
 * `periodMs` before: answers whether this caller won.
 */
export async function claimEvery(db: Database, kind: string, now: Date, periodMs: number): Promise<boolean> {
  const notAfter = new Date(now.getTime() - periodMs);
  const rows = await queryRows<{ kind: string }>(
    db,
    sql`insert into mail_notifications (kind, sent_at) values (${kind}, ${now.toISOString()}::timestamptz)
        on conflict (kind) do update set sent_at = excluded.sent_at
          where mail_notifications.sent_at <= ${notAfter.toISOString()}::timestamptz
        returning kind`,
  );
  return rows.length > 0;
}

/**
 * Claims `kind` for the Rome calendar day `now` falls in, when no claim of it
 * is dated that day: answers whether this caller won. Two instances asking
 * the same day, or one asking again after a restart, get one `true` between them.
 */
export async function claimRomeDay(db: Database, kind: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ kind: string }>(
    db,
    sql`insert into mail_notifications (kind, sent_at) values (${kind}, ${now.toISOString()}::timestamptz)
        on conflict (kind) do update set sent_at = excluded.sent_at
          where (mail_notifications.sent_at at time zone 'Europe/Rome')::date < (excluded.sent_at at time zone 'Europe/Rome')::date
        returning kind`,
  );
  return rows.length > 0;
}
