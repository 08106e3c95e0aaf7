import { sql } from "drizzle-orm";
import type { Database } from "./database.js";

/** One round trip to the database (`select 1`): resolves when it answers, rejects when it cannot be reached. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
