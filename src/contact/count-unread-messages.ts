import { isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { contactMessages } from "../db/schema/index.js";

/** How many contact messages nobody has read yet: the sidebar's badge (docs/product.md#dashboard-shell). */
export async function countUnreadMessages(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(contactMessages).where(isNull(contactMessages.read_at));
  return row?.count ?? 0;
}
