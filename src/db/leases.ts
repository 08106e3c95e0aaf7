import { randomBytes, randomUUID } from "node:crypto";
import os from "node:os";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "./database.js";
import { queryRows } from "./database.js";
import { jobLocks } from "./schema/index.js";

/**
 * How long a lease (or an article claim) holds without renewal. The owning
 * process renews everything it holds every LEASE_RENEW_MS, so what a crashed
 * process held is free at most this long after its last renewal.
 */
export const LEASE_TTL_MS = 60_000;
/** How often a live process renews its leases and claims: three chances before they lapse. */
export const LEASE_RENEW_MS = 20_000;

/**
 * This process as the owner of leases and claims: host and pid for the
 * operator reading the table, plus random bytes so that a restarted process
 * given the same pid (pid 1 in a container) is another owner.
 */
export const THIS_PROCESS = `${os.hostname()}:${process.pid}:${randomBytes(6).toString("hex")}`;

/** A held lease; release it when the job ends. Its owner's periodic renewal keeps it (worker/ownership.ts). */
export interface Lease {
  name: string;
  holder: string;
  release(): Promise<void>;
}

/**
 * Takes the named lease for `ttlMs` if nobody holds it or the holder's lease
 * expired. One INSERT ... ON CONFLICT DO UPDATE ... WHERE expired: the row
 * lock makes it atomic on PostgreSQL, and PGlite runs statements one at a time.
 * A lease still renewed by a live owner is never taken, however long its job runs.
 */
export async function tryAcquireLease(db: Database, name: string, ttlMs = LEASE_TTL_MS, owner = THIS_PROCESS): Promise<Lease | null> {
  const holder = randomUUID();
  const rows = await queryRows<{ holder: string }>(
    db,
    sql`insert into job_locks (name, holder, owner, acquired_at, expires_at)
        values (${name}, ${holder}, ${owner}, now(), now() + ${ttlInterval(ttlMs)}::interval)
        on conflict (name) do update
          set holder = excluded.holder, owner = excluded.owner, acquired_at = excluded.acquired_at, expires_at = excluded.expires_at
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
  };
}

/** Extends every lease `owner` holds by `ttlMs` from now (the owner's periodic renewal); answers how many. */
export async function renewLeasesOf(db: Database, owner: string, ttlMs = LEASE_TTL_MS): Promise<number> {
  const renewed = await db
    .update(jobLocks)
    .set({ expires_at: sql`now() + ${ttlInterval(ttlMs)}::interval` })
    .where(eq(jobLocks.owner, owner))
    .returning({ name: jobLocks.name });
  return renewed.length;
}

/** Frees every lease `owner` holds (a clean stop), so nobody waits for them to expire; answers how many. */
export async function releaseLeasesOf(db: Database, owner: string): Promise<number> {
  const released = await db.delete(jobLocks).where(eq(jobLocks.owner, owner)).returning({ name: jobLocks.name });
  return released.length;
}

/**
 * Drops every lease. Only for the embedded database at start-up: no other
 * process can hold it, so any lease left is a crashed run's, and waiting for it
 * to expire would block the first sync after a restart.
 */
export async function releaseAllLeases(db: Database): Promise<void> {
  await db.delete(jobLocks);
}

function ttlInterval(ttlMs: number): string {
  return `${Math.max(1, Math.round(ttlMs))} milliseconds`;
}
