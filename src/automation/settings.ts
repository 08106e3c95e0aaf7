import type { Database } from "../db/database.js";
import { automationSettings } from "../db/schema/index.js";
import { AUTOMATION_DEFAULTS, AUTOMATION_KEYS, type AutomationKey } from "../shared/constants.js";

export type AutomationSettings = Record<AutomationKey, Record<string, unknown>>;

/** All five automation sections, stored values laid over the defaults of docs/product.md#automation-defaults. */
export async function readAutomationSettings(db: Database): Promise<AutomationSettings> {
  const rows = await db.select().from(automationSettings);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    AUTOMATION_KEYS.map((key) => [key, { ...AUTOMATION_DEFAULTS[key], ...stored.get(key) }]),
  ) as AutomationSettings;
}
