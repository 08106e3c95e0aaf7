import { AUTOMATION_DEFAULTS, AUTOMATION_KEYS, SOCIAL_PLATFORMS } from "../shared/constants.js";
import type { Database } from "./database.js";
import { adsenseConfig, automationSettings, socialConfigs } from "./schema/index.js";

/**
 * Inserts the rows a fresh install needs (docs/product.md#automation-defaults, the six
 * social platforms, one AdSense row). Existing rows are never touched.
 */
export async function seedDefaults(db: Database): Promise<void> {
  await db
    .insert(automationSettings)
    .values(AUTOMATION_KEYS.map((key) => ({ key, value: AUTOMATION_DEFAULTS[key] })))
    .onConflictDoNothing();
  await db
    .insert(socialConfigs)
    .values(SOCIAL_PLATFORMS.map((platform) => ({ platform })))
    .onConflictDoNothing();
  await db.insert(adsenseConfig).values({}).onConflictDoNothing({ target: adsenseConfig.singleton });
}
