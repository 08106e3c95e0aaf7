import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { stillClaimed } from "./statuses.js";

/** Marks a claimed article "failed" with the reason the admin will read; "Elabora ora" can claim it again. */
export async function failEnrichment(db: Database, id: string, reason: string, provider: string | null): Promise<void> {
  await db
    .update(articles)
    .set({
      processing_status: "failed",
      processing_error: reason.slice(0, 1000),
      processed_by_ai_provider: provider,
      processing_lease_until: null,
      processing_owner: null,
    })
    .where(stillClaimed(id));
}
