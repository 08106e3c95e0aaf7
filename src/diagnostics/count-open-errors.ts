import { count, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { errorLogs } from "../db/schema/index.js";

/** Errors not resolved yet: the count beside "Diagnostica Sistema" in the sidebar (read through error_logs_open_idx). */
export async function countOpenErrors(db: Database): Promise<number> {
  const [row] = await db.select({ open: count() }).from(errorLogs).where(eq(errorLogs.resolved, false));
  return row?.open ?? 0;
}
