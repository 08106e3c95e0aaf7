import { and, count, eq, gt, isNull, lt, type SQL } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { loginFailures } from "../db/schema/index.js";
import { TooManyRequestsError } from "../platform/errors.js";
import { AUTH_ERROR_CODES } from "../shared/auth.js";
import type { CheckLane } from "./password-checks.js";

/** 10 failed sign-ins in 15 minutes trip a limit: per address, or per device. */
export const MAX_FAILURES = 10;
export const WINDOW_MINUTES = 15;
/** An address with fewer failures than this has not been guessing: its checks go ahead of those that have. */
export const FEW_FAILURES = 3;

export interface LoginAttempt {
  /** The client's key (platform/client-key.ts): its IPv4 address, or its IPv6 /64. */
  ip: string;
  /** Normalized e-mail. */
  email: string;
  /** The device id of a device cookie that verified for this e-mail, if any. */
  device?: string | undefined;
}

/** What an admitted attempt may do: whether it comes from a trusted device, and its place among the password checks. */
export interface Admission {
  trustedDevice?: string;
  lane: CheckLane;
}

function tooManyAttempts(retryAfterSeconds: number): TooManyRequestsError {
  const wait = retryAfterSeconds >= 60 ? `${Math.ceil(retryAfterSeconds / 60)} minutes` : `${retryAfterSeconds} seconds`;
  return new TooManyRequestsError(
    `Too many failed sign-in attempts. Try again in ${wait}.`,
    retryAfterSeconds,
    AUTH_ERROR_CODES.tooManyAttempts,
  );
}

async function countFailures(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(loginFailures).where(where);
  return row?.n ?? 0;
}

/**
 * Admits a sign-in attempt to its password check, or throws TooManyRequestsError
 * (docs/decisions/003-auth-design.md). A device cookie with fewer than
 * MAX_FAILURES failures of its own is trusted and skips the address limit. Any
 * other attempt is refused for 15 minutes after its address failed MAX_FAILURES
 * times. Nothing limits the account as a whole: however many addresses guess
 * at it, the owner's correct password from a new browser is checked and admitted.
 * Counted in the database, so the limits hold across instances and restarts.
 */
export async function admitLoginAttempt(db: Database, attempt: LoginAttempt, now = new Date()): Promise<Admission> {
  const recent = gt(loginFailures.created_at, new Date(now.getTime() - WINDOW_MINUTES * 60_000));
  if (attempt.device && (await countFailures(db, and(recent, eq(loginFailures.device, attempt.device)))) < MAX_FAILURES) {
    return { trustedDevice: attempt.device, lane: "priority" };
  }
  const failures = await countFailures(db, and(recent, isNull(loginFailures.device), eq(loginFailures.ip, attempt.ip)));
  if (failures >= MAX_FAILURES) throw tooManyAttempts(WINDOW_MINUTES * 60);
  return { lane: failures < FEW_FAILURES ? "priority" : "ordinary" };
}

/** Records one failed sign-in, against the trusted device when there was one, and drops aged records. */
export async function recordLoginFailure(
  db: Database,
  attempt: { ip: string; email: string; trustedDevice?: string | undefined },
  now = new Date(),
): Promise<void> {
  await db.insert(loginFailures).values({ ip: attempt.ip, email: attempt.email, device: attempt.trustedDevice ?? null, created_at: now });
  await db.delete(loginFailures).where(lt(loginFailures.created_at, new Date(now.getTime() - WINDOW_MINUTES * 60_000)));
}

/** A successful sign-in forgives its address and its device. */
export async function clearLoginFailures(db: Database, attempt: { ip: string; device?: string | undefined }): Promise<void> {
  if (attempt.device) await db.delete(loginFailures).where(eq(loginFailures.device, attempt.device));
  await db.delete(loginFailures).where(and(eq(loginFailures.ip, attempt.ip), isNull(loginFailures.device)));
}

/** Forgets every failure made against an account, from any address or device: a new password starts with a clean slate. */
export async function forgetAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
