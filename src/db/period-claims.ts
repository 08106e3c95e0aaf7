import { sql } from "drizzle-orm";
import { queryRows, type Database } from "./database.js";

/*
 * Claims of "once per period" work, shared by every instance through the
 * period_claims table (key, claimed_at): the e-mail throttle and the
 * daily jobs' "done today" mark (docs/decisions.md#automation-scheduler-and-e-mail).
 * Each claim is one conditional upsert: the row lock makes it atomic on
 * PostgreSQL, and PGlite runs statements one at a time, so exactly one caller wins.
 */

/**
 * Claims `key` at `now` when it was never claimed or last claimed at least
 * `periodMs` before: answers whether this caller won.
 */
export async function claimEvery(db: Database, key: string, now: Date, periodMs: number): Promise<boolean> {
  const notAfter = new Date(now.getTime() - periodMs);
  const rows = await queryRows<{ key: string }>(
    db,
    sql`insert into period_claims (key, claimed_at) values (${key}, ${now.toISOString()}::timestamptz)
        on conflict (key) do update set claimed_at = excluded.claimed_at
          where period_claims.claimed_at <= ${notAfter.toISOString()}::timestamptz
        returning key`,
  );
  return rows.length > 0;
}

/**
 * Claims `key` for the Rome calendar day `now` falls in, when no claim of it
 * is dated that day: answers whether this caller won. Two instances asking
 * the same day, or one asking again after a restart, get one `true` between them.
 */
export async function claimRomeDay(db: Database, key: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`insert into period_claims (key, claimed_at) values (${key}, ${now.toISOString()}::timestamptz)
        on conflict (key) do update set claimed_at = excluded.claimed_at
          where (period_claims.claimed_at at time zone 'Europe/Rome')::date < (excluded.claimed_at at time zone 'Europe/Rome')::date
        returning key`,
  );
  return rows.length > 0;
}
