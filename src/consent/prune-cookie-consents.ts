import type { Database } from "../db/database.js";
import { deleteInBatches } from "../db/delete-in-batches.js";
import { cookieConsents } from "../db/schema/index.js";

/**
 * Removes the cookie choices recorded before `cutoff` (the retention run passes
 * COOKIE_CONSENT_RETENTION_DAYS ago: docs/product.md#operational-records), in
 * batches. Answers how many went.
 */
export async function pruneCookieConsents(db: Database, cutoff: Date, batchSize?: number): Promise<number> {
  return deleteInBatches(db, cookieConsents, cookieConsents.created_at, cutoff, batchSize);
}
