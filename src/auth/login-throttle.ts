import { and, count, eq, gt, isNull, lt, lte, type SQL } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { loginFailures, loginSlowdowns } from "../db/schema/index.js";
import { TooManyRequestsError } from "../shared/errors.js";
import { AUTH_ERROR_CODES } from "../shared/auth.js";

/** 10 failed sign-ins in 15 minutes trip a limit: per address, per device, or per account for unknown devices. */
export const MAX_FAILURES = 10;
export const WINDOW_MINUTES = 15;
/** An account past the limit admits one unknown-device attempt per this many seconds: slowed, never locked. */
export const SLOWDOWN_SECONDS = 10;

export interface LoginAttempt {
  ip: string;
  /** Normalized e-mail. */
  email: string;
  /** The device id of a device cookie that verified for this e-mail, if any. */
  device?: string | undefined;
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
 * Takes the account's next slowed-down turn with one conditional upsert, so
 * parallel attempts cannot share a turn on either engine; else 429 with the seconds left.
 */
async function takeSlowdownTurn(db: Database, email: string, now: Date): Promise<void> {
  const turnOpens = new Date(now.getTime() - SLOWDOWN_SECONDS * 1000);
  const [taken] = await db
    .insert(loginSlowdowns)
    .values({ email, admitted_at: now })
    .onConflictDoUpdate({ target: loginSlowdowns.email, set: { admitted_at: now }, setWhere: lte(loginSlowdowns.admitted_at, turnOpens) })
    .returning({ email: loginSlowdowns.email });
  if (taken) return;
  const [last] = await db.select().from(loginSlowdowns).where(eq(loginSlowdowns.email, email));
  const left = last ? last.admitted_at.getTime() + SLOWDOWN_SECONDS * 1000 - now.getTime() : SLOWDOWN_SECONDS * 1000;
  throw tooManyAttempts(Math.min(SLOWDOWN_SECONDS, Math.max(1, Math.ceil(left / 1000))));
}

/**
 * Admits a sign-in attempt or throws TooManyRequestsError (OWASP device cookies).
 * A device cookie with fewer than MAX_FAILURES failures of its own is trusted and
 * skips every other limit. Any other attempt is refused for 15 minutes after its
 * address failed MAX_FAILURES times, and meets the account's slow-down once the
 * account has MAX_FAILURES unknown-device failures. Answers the trusted device.
 * Counted in the database, so the limits hold across instances and restarts.
 */
export async function admitLoginAttempt(db: Database, attempt: LoginAttempt, now = new Date()): Promise<{ trustedDevice?: string }> {
  const recent = gt(loginFailures.created_at, new Date(now.getTime() - WINDOW_MINUTES * 60_000));
  if (attempt.device && (await countFailures(db, and(recent, eq(loginFailures.device, attempt.device)))) < MAX_FAILURES) {
    return { trustedDevice: attempt.device };
  }
  const unknownDevice = and(recent, isNull(loginFailures.device));
  if ((await countFailures(db, and(unknownDevice, eq(loginFailures.ip, attempt.ip)))) >= MAX_FAILURES) {
    throw tooManyAttempts(WINDOW_MINUTES * 60);
  }
  if ((await countFailures(db, and(unknownDevice, eq(loginFailures.email, attempt.email)))) >= MAX_FAILURES) {
    await takeSlowdownTurn(db, attempt.email, now);
  }
  return {};
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

/**
 * A successful sign-in forgives its address and its device. The account's
 * unknown-device failures keep counting (the address is only detached from
 * them): an owner's success must not hand an attacker ten fresh tries.
 */
export async function clearLoginFailures(db: Database, attempt: { ip: string; device?: string | undefined }): Promise<void> {
  if (attempt.device) await db.delete(loginFailures).where(eq(loginFailures.device, attempt.device));
  await db
    .update(loginFailures)
    .set({ ip: null })
    .where(and(eq(loginFailures.ip, attempt.ip), isNull(loginFailures.device)));
}
