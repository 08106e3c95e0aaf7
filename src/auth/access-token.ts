import { SignJWT, errors as joseErrors, jwtVerify } from "jose";
import { UnauthorizedError } from "../shared/errors.js";

/** Access tokens live 15 minutes; the client refreshes a minute before. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = "rassegna";
const AUDIENCE = "rassegna-admin";
// Ids we issue are canonical UUIDs; anything else must stop here, not at the database's uuid cast.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** Verifies signature, expiry, issuer, audience, token type and the claims' shape; anything else is a 401. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    const { typ, sub, sid } = payload;
    if (typ !== "access" || typeof sub !== "string" || !UUID.test(sub) || typeof sid !== "string" || !UUID.test(sid)) {
      throw new UnauthorizedError("Invalid access token", "invalid_token");
    }
    return { userId: sub, sessionId: sid, email: String(payload.email ?? "") };
  } catch (error) {
    if (error instanceof UnauthorizedError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new UnauthorizedError("Access token expired", "token_expired");
    throw new UnauthorizedError("Invalid access token", "invalid_token");
  }
}
