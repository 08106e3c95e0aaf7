import type { Database } from "../db/database.js";
import { AUTH_ERROR_CODES, type Session } from "../shared/auth.js";
import { UnauthorizedError } from "../platform/errors.js";
import { signAccessToken, ACCESS_TOKEN_TTL_SECONDS } from "./access-token.js";
import { findAdminByEmail, findAdminById, normalizeEmail, toAuthUser, type AdminUser } from "./admin-accounts.js";
import { issueDeviceCookie, verifyDeviceCookie } from "./device-cookie.js";
import { clientKey } from "../platform/client-key.js";
import { admitLoginAttempt, clearLoginFailures, recordLoginFailure } from "./login-throttle.js";
import { decoyHash, verifyPassword } from "./password.js";
import { PasswordChecks } from "./password-checks.js";
import { createSession, rotateRefreshToken, type RefreshedSession } from "./sessions.js";

export interface AuthDeps {
  db: Database;
  secret: Uint8Array;
  /** The clock of sign-in limits; tests inject one instead of sleeping. */
  now?: (() => Date) | undefined;
  /** The password checks' queue; the process's own when absent. */
  passwordChecks?: PasswordChecks | undefined;
}

/** One queue of password checks per process: they share its CPU. */
const processPasswordChecks = new PasswordChecks();

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
 * The password grant: admits the attempt (device cookie, address limit),
 * checks the credentials in the bounded queue of password checks, then opens
 * a session and renews the device cookie. A correct password is never
 * refused for failures made from other addresses (docs/security.md, "Signing in").
 */
export async function signInWithPassword(
  deps: AuthDeps,
  credentials: { email: string; password: string },
  client: ClientInfo,
): Promise<{ session: Session; deviceCookie: string }> {
  const email = normalizeEmail(credentials.email);
  const now = deps.now?.() ?? new Date();
  // Limits count a client by its key (an IPv6 client by its /64); the session keeps the address itself.
  const ip = clientKey(client.ip);
  const checks = deps.passwordChecks ?? processPasswordChecks;
  checks.assertRoom(ip);
  const device = verifyDeviceCookie(deps.secret, email, client.deviceCookie);
  const { trustedDevice, lane } = await admitLoginAttempt(deps.db, { ip, email, device }, now);
  const user = await findAdminByEmail(deps.db, email);
  const stored = user?.password_hash ?? (await decoyHash());
  const matches = await checks.run(ip, lane, () => verifyPassword(credentials.password, stored));
  if (!user || !matches) {
    await recordLoginFailure(deps.db, { ip, email, trustedDevice }, now);
    throw new UnauthorizedError("Invalid login credentials", AUTH_ERROR_CODES.invalidCredentials);
  }
  await clearLoginFailures(deps.db, { ip, device });
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
