import { lt, or } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { authSessions, loginFailures } from "../db/schema/index.js";
import { WINDOW_MINUTES } from "./login-throttle.js";

/** Deletes sessions that ended over a week ago (their tokens go with them) and aged login failures. */
export async function purgeExpiredAuthData(db: Database, now = new Date()): Promise<void> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const windowStart = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  await db.delete(authSessions).where(or(lt(authSessions.expires_at, weekAgo), lt(authSessions.revoked_at, weekAgo)));
  await db.delete(loginFailures).where(lt(loginFailures.created_at, windowStart));
}
