import type { Database } from "../db/database.js";
import { automationSettings } from "../db/schema/index.js";
import { automationSettingsSchema, type AutomationSettings } from "../shared/automation.js";
import { AUTOMATION_DEFAULTS, AUTOMATION_KEYS } from "../shared/constants.js";

export type { AutomationSettings };

/**
 * Every automation section, stored values laid over the defaults of
 * docs/product.md#automation-defaults. A stored field that breaks its rule
 * (an older or hand-edited row) reads as its default, field by field, so one
 * bad value never hides the section's others or fails the screen.
 */
export async function readAutomationSettings(db: Database): Promise<AutomationSettings> {
  const rows = await db.select().from(automationSettings);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(AUTOMATION_KEYS.map((key) => [key, section(key, stored.get(key))])) as AutomationSettings;
}

function section<K extends keyof AutomationSettings>(key: K, stored: Record<string, unknown> | undefined): AutomationSettings[K] {
  const shape = automationSettingsSchema.shape[key].shape as Record<string, { safeParse(value: unknown): { success: boolean } }>;
  const value: Record<string, unknown> = { ...AUTOMATION_DEFAULTS[key] };
  for (const [field, fieldValue] of Object.entries(stored ?? {})) {
    if (shape[field]?.safeParse(fieldValue).success) value[field] = fieldValue;
  }
  return value as AutomationSettings[K];
}
