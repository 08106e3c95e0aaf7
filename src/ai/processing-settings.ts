import { sql } from "drizzle-orm";
import { readAutomationSettings } from "../automation/settings.js";
import type { Database } from "../db/database.js";
import { automationSettings } from "../db/schema/index.js";
import { AUTOMATION_DEFAULTS } from "../shared/constants.js";

/** The ai_processing automation section, typed. */
export interface AiProcessingSettings {
  enabled: boolean;
  auto_process_new: boolean;
  min_confidence: number;
  /** The built-in analyzer steps in when no provider can answer; the admin can switch it off. */
  local_analyzer: boolean;
}

/** Reads ai_processing over its defaults, with any malformed stored value replaced by the default. */
export async function readAiProcessingSettings(db: Database): Promise<AiProcessingSettings> {
  const stored = (await readAutomationSettings(db)).ai_processing;
  const defaults = AUTOMATION_DEFAULTS.ai_processing as unknown as AiProcessingSettings;
  const flag = (key: "enabled" | "auto_process_new" | "local_analyzer") => (typeof stored[key] === "boolean" ? (stored[key] as boolean) : defaults[key]);
  const confidence = Number(stored.min_confidence);
  return {
    enabled: flag("enabled"),
    auto_process_new: flag("auto_process_new"),
    min_confidence: Number.isFinite(confidence) && confidence >= 0 && confidence <= 1 ? confidence : defaults.min_confidence,
    local_analyzer: flag("local_analyzer"),
  };
}

/** Switches the local analyzer on or off, keeping the rest of ai_processing as stored. */
export async function setLocalAnalyzerEnabled(db: Database, enabled: boolean): Promise<void> {
  const patch = JSON.stringify({ local_analyzer: enabled });
  await db
    .insert(automationSettings)
    .values({ key: "ai_processing", value: { ...AUTOMATION_DEFAULTS.ai_processing, local_analyzer: enabled } })
    .onConflictDoUpdate({ target: automationSettings.key, set: { value: sql`${automationSettings.value} || ${patch}::jsonb` } });
}
