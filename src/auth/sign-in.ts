import type { Database } from "../db/database.js";
import { AUTH_ERROR_CODES, type Session } from "../shared/auth.js";
import { UnauthorizedError } from "../shared/errors.js";
import { signAccessToken, ACCESS_TOKEN_TTL_SECONDS } from "./access-token.js";
import { findAdminByEmail, findAdminById, normalizeEmail, toAuthUser, type AdminUser } from "./admin-accounts.js";
import { issueDeviceCookie, verifyDeviceCookie } from "./device-cookie.js";
import { admitLoginAttempt, clearLoginFailures, recordLoginFailure } from "./login-throttle.js";
import { decoyHash, verifyPassword } from "./password.js";
import { createSession, rotateRefreshToken, type RefreshedSession } from "./sessions.js";

export interface AuthDeps {
  db: Database;
  secret: Uint8Array;
  /** The clock of sign-in limits; tests inject one instead of sleeping. */
  now?: (() => Date) | undefined;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string | undefined;
  /** The device cookie the browser sent, unverified. */
  deviceCookie?: string | undefined;
}

async function toSession(deps: AuthDeps, user: AdminUser, refreshed: RefreshedSession): Promise<Session> {
  const { token, expiresAt } = await signAccessToken(deps.secret, {
    userId: user.id,
    sessionId: refreshed.sessionId,
    email: user.email,
  });
  return {
    access_token: token,
    refresh_token: refreshed.refreshToken,
    expires_at: expiresAt,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    token_type: "bearer",
    user: toAuthUser(user),
  };
}

/**
 * The password grant: admits the attempt (device cookie, address and account
 * limits), checks the credentials, then opens a session and renews the device cookie.
 */
export async function signInWithPassword(
  deps: AuthDeps,
  credentials: { email: string; password: string },
  client: ClientInfo,
): Promise<{ session: Session; deviceCookie: string }> {
  const email = normalizeEmail(credentials.email);
  const now = deps.now?.() ?? new Date();
  const device = verifyDeviceCookie(deps.secret, email, client.deviceCookie);
  const { trustedDevice } = await admitLoginAttempt(deps.db, { ip: client.ip, email, device }, now);
  const user = await findAdminByEmail(deps.db, email);
  const matches = await verifyPassword(credentials.password, user?.password_hash ?? (await decoyHash()));
  if (!user || !matches) {
    await recordLoginFailure(deps.db, { ip: client.ip, email, trustedDevice }, now);
    throw new UnauthorizedError("Invalid login credentials", AUTH_ERROR_CODES.invalidCredentials);
  }
  await clearLoginFailures(deps.db, { ip: client.ip, device });
  const session = await toSession(deps, user, await createSession(deps.db, user.id, client));
  return { session, deviceCookie: issueDeviceCookie(deps.secret, email) };
}

/** The refresh grant: rotates the refresh token and signs a new access token. */
export async function refreshSession(deps: AuthDeps, refreshToken: string): Promise<Session> {
  const refreshed = await rotateRefreshToken(deps.db, deps.secret, refreshToken);
  const user = await findAdminById(deps.db, refreshed.userId);
  if (!user) throw new UnauthorizedError("Invalid refresh token", "invalid_grant");
  return toSession(deps, user, refreshed);
}
