import { eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { aiConfigs } from "../db/schema/index.js";

/**
 * Whether an AI provider is configured and active, whatever today's limits: then a foreign item is
 * imported to be translated, and a feed's "skip foreign items" does not apply (docs/product.md#feed-rss).
 */
export async function providerConfigured(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: aiConfigs.id }).from(aiConfigs).where(eq(aiConfigs.active, true)).limit(1);
  return row !== undefined;
}
