import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { queryRows } from "../db/database.js";
import { jobLocks } from "../db/schema/index.js";

/** A held lease; release it when the job ends, or renew it if the job runs long. */
export interface Lease {
  name: string;
  holder: string;
  release(): Promise<void>;
  renew(): Promise<boolean>;
}

/**
 * Takes the named lease for `ttlMs` if nobody holds it or the holder's lease
 * expired. One INSERT ... ON CONFLICT DO UPDATE ... WHERE expired: the row
 * lock makes it atomic on PostgreSQL, and PGlite runs statements one at a time.
 */
export async function tryAcquireLease(db: Database, name: string, ttlMs: number): Promise<Lease | null> {
  const holder = randomUUID();
  const interval = `${Math.max(1, Math.round(ttlMs))} milliseconds`;
  const rows = await queryRows<{ holder: string }>(
    db,
    sql`insert into job_locks (name, holder, acquired_at, expires_at)
        values (${name}, ${holder}, now(), now() + ${interval}::interval)
        on conflict (name) do update
          set holder = excluded.holder, acquired_at = excluded.acquired_at, expires_at = excluded.expires_at
          where job_locks.expires_at <= now()
        returning holder`,
  );
  if (rows[0]?.holder !== holder) return null;
  const mine = and(eq(jobLocks.name, name), eq(jobLocks.holder, holder));
  return {
    name,
    holder,
    async release() {
      await db.delete(jobLocks).where(mine);
    },
    async renew() {
      const renewed = await db
        .update(jobLocks)
        .set({ expires_at: sql`now() + ${interval}::interval` })
        .where(mine)
        .returning({ name: jobLocks.name });
      return renewed.length > 0;
    },
  };
}

/**
 * Drops every lease. Only for the embedded database at start-up: no other
 * process can hold it, so any lease left is a crashed run's, and waiting for it
 * to expire would block the first sync after a restart.
 */
export async function releaseAllLeases(db: Database): Promise<void> {
  await db.delete(jobLocks);
}
