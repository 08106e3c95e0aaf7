import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { authSessions, loginFailures, refreshTokens } from "../db/schema/index.js";
import { UnauthorizedError } from "../platform/errors.js";
import { WINDOW_MINUTES } from "./login-throttle.js";

/** A session lives 30 days after its last refresh. */
export const SESSION_IDLE_DAYS = 30;
/**
 * A rotated refresh token still works this long, so two tabs refreshing at once
 * do not look like theft. Later reuse revokes the whole family.
 */
export const REUSE_GRACE_SECONDS = 10;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The token that replaces `presented`: HMAC(secret, presented), not random, so a
 * second use inside the grace window recomputes the same successor (we store only
 * hashes and could not hand back a random one) and a session never forks into two chains.
 */
function successorOf(secret: Uint8Array, presented: string): string {
  return createHmac("sha256", secret).update(`rassegna-refresh-v1\0${presented}`).digest("base64url");
}

/** True when a string has the shape of our refresh tokens (32 bytes, base64url); anything else never reaches the database. */
export function isPlausibleRefreshToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

function idleExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_IDLE_DAYS * 86_400_000);
}

export interface RefreshedSession {
  sessionId: string;
  userId: string;
  refreshToken: string;
}

/** Opens a session for a user and returns its first refresh token. */
export async function createSession(
  db: Database,
  userId: string,
  client: { ip?: string | undefined; userAgent?: string | undefined },
): Promise<RefreshedSession> {
  const now = new Date();
  const refreshToken = newToken();
  const sessionId = await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({ user_id: userId, expires_at: idleExpiry(now), ip: client.ip, user_agent: client.userAgent?.slice(0, 500) })
      .returning({ id: authSessions.id });
    if (!session) throw new Error("session insert returned no row");
    await tx.insert(refreshTokens).values({ session_id: session.id, token_hash: hashToken(refreshToken) });
    return session.id;
  });
  return { sessionId, userId, refreshToken };
}

/**
 * Exchanges a refresh token for its successor (rotation). Inside the grace
 * window every use answers the same successor; a token rotated more than
 * REUSE_GRACE_SECONDS ago is a replay: the session is revoked.
 */
export async function rotateRefreshToken(
  db: Database,
  secret: Uint8Array,
  presented: string,
  now = new Date(),
): Promise<RefreshedSession> {
  const invalid = new UnauthorizedError("Invalid refresh token", "invalid_grant");
  if (!isPlausibleRefreshToken(presented)) throw invalid;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ token: refreshTokens, session: authSessions })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.session_id))
      .where(eq(refreshTokens.token_hash, hashToken(presented)))
      .for("update");
    if (!found || found.session.revoked_at || found.session.expires_at <= now) throw invalid;
    const { token, session } = found;
    if (token.rotated_at && now.getTime() - token.rotated_at.getTime() > REUSE_GRACE_SECONDS * 1000) {
      await tx
        .update(authSessions)
        .set({ revoked_at: now, revoked_reason: "refresh token reuse" })
        .where(eq(authSessions.id, session.id));
      return null;
    }
    const next = successorOf(secret, presented);
    // The row lock above serializes the two tabs; the second finds the successor already stored.
    await tx.insert(refreshTokens).values({ session_id: session.id, token_hash: hashToken(next) }).onConflictDoNothing();
    if (!token.rotated_at) await tx.update(refreshTokens).set({ rotated_at: now }).where(eq(refreshTokens.id, token.id));
    await tx
      .update(authSessions)
      .set({ refreshed_at: now, expires_at: idleExpiry(now) })
      .where(eq(authSessions.id, session.id));
    return { sessionId: session.id, userId: session.user_id, refreshToken: next };
  }).then((result) => {
    // The revocation above must commit, so the error is raised outside the transaction.
    if (!result) throw new UnauthorizedError("Refresh token already used; the session was revoked", "token_reused");
    return result;
  });
}

/** True when the session exists, is not revoked and has not expired. */
export async function isSessionActive(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revoked_at), gt(authSessions.expires_at, sql`now()`)));
  return row !== undefined;
}

/** True when a refresh token (from the browser's cookie) belongs to a live session. */
export async function isRefreshTokenLive(db: Database, presented: string): Promise<boolean> {
  if (!isPlausibleRefreshToken(presented)) return false;
  const [row] = await db
    .select({ id: authSessions.id })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.session_id))
    .where(
      and(
        eq(refreshTokens.token_hash, hashToken(presented)),
        isNull(refreshTokens.rotated_at),
        isNull(authSessions.revoked_at),
        gt(authSessions.expires_at, sql`now()`),
      ),
    );
  return row !== undefined;
}

/** Ends sessions: this one (local), all the user's others (others), or all of them (global). */
export async function revokeSessions(
  db: Database,
  current: { userId: string; sessionId: string },
  scope: "local" | "others" | "global",
): Promise<void> {
  const open = and(eq(authSessions.user_id, current.userId), isNull(authSessions.revoked_at));
  const where =
    scope === "local"
      ? and(open, eq(authSessions.id, current.sessionId))
      : scope === "others"
        ? and(open, ne(authSessions.id, current.sessionId))
        : open;
  await db.update(authSessions).set({ revoked_at: new Date(), revoked_reason: `logout ${scope}` }).where(where);
}

/** The hourly housekeeping: deletes sessions that ended over a week ago (their tokens go with them) and aged login failures. */
export async function purgeExpiredAuthData(db: Database, now = new Date()): Promise<void> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const windowStart = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  await db.delete(authSessions).where(or(lt(authSessions.expires_at, weekAgo), lt(authSessions.revoked_at, weekAgo)));
  await db.delete(loginFailures).where(lt(loginFailures.created_at, windowStart));
}
