import { sql } from "drizzle-orm";
import { readAutomationSettings } from "../automation/settings.js";
import type { Database } from "../db/database.js";
import { automationSettings } from "../db/schema/index.js";
import type { AiProcessingSettings } from "../shared/automation.js";
import { AUTOMATION_DEFAULTS } from "../shared/constants.js";

export type { AiProcessingSettings };

/** Reads ai_processing over its defaults, with any malformed stored value replaced by the default. */
export async function readAiProcessingSettings(db: Database): Promise<AiProcessingSettings> {
  return (await readAutomationSettings(db)).ai_processing;
}

/** Switches the local analyzer on or off, keeping the rest of ai_processing as stored. */
export async function setLocalAnalyzerEnabled(db: Database, enabled: boolean): Promise<void> {
  const patch = JSON.stringify({ local_analyzer: enabled });
  await db
    .insert(automationSettings)
    .values({ key: "ai_processing", value: { ...AUTOMATION_DEFAULTS.ai_processing, local_analyzer: enabled } })
    .onConflictDoUpdate({ target: automationSettings.key, set: { value: sql`${automationSettings.value} || ${patch}::jsonb` } });
}
