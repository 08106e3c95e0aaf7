import { SignJWT, errors as joseErrors, jwtVerify } from "jose";
import { UnauthorizedError } from "../platform/errors.js";

/** Access tokens live 15 minutes; the client refreshes a minute before. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = "rassegna";
const AUDIENCE = "rassegna-admin";
// Ids we issue are canonical UUIDs; anything else must stop here, not at the database's uuid cast.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Web machines' clocks differ by a little: a token signed on one must not look issued in the future on another.
const CLOCK_SKEW_SECONDS = 60;

export interface AccessClaims {
  userId: string;
  sessionId: string;
  email: string;
}

/** Signs a short-lived HS256 access token for a session. */
export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ sid: claims.sessionId, email: claims.email, role: "admin", typ: "access" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { token, expiresAt };
}

/** Verifies signature, expiry, issuer, audience, token type, the claims' shape and a lifetime of at most the TTL; anything else is a 401. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
      // jose checks exp only when present: without these a token signed with our key could live forever.
      requiredClaims: ["exp", "iat", "sub"],
    });
    const { typ, sub, sid, exp, iat } = payload;
    if (typ !== "access" || typeof sub !== "string" || !UUID.test(sub) || typeof sid !== "string" || !UUID.test(sid)) {
      throw new UnauthorizedError("Invalid access token", "invalid_token");
    }
    if (!withinLifetime(exp, iat, Math.floor(Date.now() / 1000))) throw new UnauthorizedError("Invalid access token", "invalid_token");
    return { userId: sub, sessionId: sid, email: String(payload.email ?? "") };
  } catch (error) {
    if (error instanceof UnauthorizedError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new UnauthorizedError("Access token expired", "token_expired");
    throw new UnauthorizedError("Invalid access token", "invalid_token");
  }
}

/** Whether a token lives no longer than signAccessToken grants: exp at most the TTL after an iat that is not in the future. */
function withinLifetime(exp: number | undefined, iat: number | undefined, now: number): boolean {
  if (exp === undefined || iat === undefined) return false;
  return exp - iat <= ACCESS_TOKEN_TTL_SECONDS && iat <= now + CLOCK_SKEW_SECONDS;
}
