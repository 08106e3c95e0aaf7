import { and, count, eq, gt, lt, or } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { loginFailures } from "../db/schema/index.js";
import { TooManyRequestsError } from "../shared/errors.js";
import { AUTH_ERROR_CODES } from "../shared/auth.js";

/** 10 failed sign-ins in 15 minutes from one address, or against one account, block further tries. */
export const MAX_FAILURES = 10;
export const WINDOW_MINUTES = 15;

/**
 * Counts recent failures in the database, so the limit holds across every web
 * instance and survives restarts. Throws TooManyRequestsError when over.
 */
export async function assertLoginAllowed(db: Database, ip: string, email: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  const recent = gt(loginFailures.created_at, since);
  const [byIp] = await db.select({ n: count() }).from(loginFailures).where(and(recent, eq(loginFailures.ip, ip)));
  const [byEmail] = await db.select({ n: count() }).from(loginFailures).where(and(recent, eq(loginFailures.email, email)));
  if ((byIp?.n ?? 0) >= MAX_FAILURES || (byEmail?.n ?? 0) >= MAX_FAILURES) {
    throw new TooManyRequestsError(
      `Too many failed sign-in attempts. Try again in ${WINDOW_MINUTES} minutes.`,
      WINDOW_MINUTES * 60,
      AUTH_ERROR_CODES.tooManyAttempts,
    );
  }
}

/** Records one failed sign-in and drops records that have aged out of every window. */
export async function recordLoginFailure(db: Database, ip: string, email: string, now = new Date()): Promise<void> {
  await db.insert(loginFailures).values({ ip, email, created_at: now });
  const expired = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  await db.delete(loginFailures).where(lt(loginFailures.created_at, expired));
}

/** A successful sign-in forgives the account's and the address's earlier failures. */
export async function clearLoginFailures(db: Database, ip: string, email: string): Promise<void> {
  await db.delete(loginFailures).where(or(eq(loginFailures.ip, ip), eq(loginFailures.email, email)));
}
