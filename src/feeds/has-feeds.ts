import type { Database } from "../db/database.js";
import { rssFeeds } from "../db/schema/index.js";

/** Whether any feed is configured: an empty home tells a fresh install (no sources yet) from news on its way (docs/product.md#home). */
export async function hasFeeds(db: Database): Promise<boolean> {
  const rows = await db.select({ id: rssFeeds.id }).from(rssFeeds).limit(1);
  return rows.length > 0;
}
