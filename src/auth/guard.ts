import type { Database } from "../db/database.js";
import { UnauthorizedError } from "../platform/errors.js";
import { verifyAccessToken, type AccessClaims } from "./access-token.js";
import { isSessionActive } from "./sessions.js";

/**
 * Admits a request only with a valid bearer access token whose session is
 * still open, so logging out takes effect at once rather than at expiry.
 */
export async function authenticateBearer(
  deps: { db: Database; secret: Uint8Array },
  authorization: string | undefined,
): Promise<AccessClaims> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  if (!match?.[1]) throw new UnauthorizedError("Missing bearer token", "missing_token");
  const claims = await verifyAccessToken(deps.secret, match[1]);
  if (!(await isSessionActive(deps.db, claims.sessionId))) {
    throw new UnauthorizedError("Session has ended", "session_ended");
  }
  return claims;
}
