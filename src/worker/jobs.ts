import { purgeExpiredAuthData } from "../auth/housekeeping.js";
import type { Database } from "../db/database.js";
import type { Job } from "./scheduler.js";

/** The worker role's scheduled jobs. */
export function workerJobs(db: Database): Job[] {
  return [{ name: "auth-housekeeping", everyMs: 60 * 60_000, run: () => purgeExpiredAuthData(db) }];
}
