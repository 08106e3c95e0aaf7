import { sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { automationSettings } from "../db/schema/index.js";
import { automationUpdateSchemas, type AutomationSettings } from "../shared/automation.js";
import { AUTOMATION_DEFAULTS, type AutomationKey } from "../shared/constants.js";
import { ValidationError } from "../platform/errors.js";
import { checkBackupFolder } from "./backup-folder.js";
import { readAutomationSettings } from "./settings.js";

/**
 * PUT /api/admin/automation/:key: checks `body` against the section's rules
 * (a ZodError, answered as 400 "field: message"), merges the fields sent into
 * the stored JSON of that key only, so a field another screen owns
 * (ai_processing.local_analyzer) stays, and answers every section as
 * GET /api/admin/automation does. E-mail notifications cannot be on without a recipient.
 */
export async function saveAutomationSection(db: Database, key: AutomationKey, body: unknown): Promise<AutomationSettings> {
  const patch: Record<string, unknown> = automationUpdateSchemas[key].parse(body);
  await db.transaction(async (tx) => {
    // The row lock orders two saves of one section, so the rule below sees what the other wrote.
    await tx.execute(sql`select key from automation_settings where key = ${key} for update`);
    const current = (await readAutomationSettings(tx as unknown as Database))[key];
    checkAcrossFields(key, { ...current, ...patch }, patch);
    await tx
      .insert(automationSettings)
      .values({ key, value: { ...AUTOMATION_DEFAULTS[key], ...patch } })
      .onConflictDoUpdate({
        target: automationSettings.key,
        set: { value: sql`${automationSettings.value} || ${JSON.stringify(patch)}::jsonb`, updated_at: sql`now()` },
      });
  });
  return readAutomationSettings(db);
}

/**
 * The rules that join two fields of a section, checked on the section as it would be stored. The backup
 * folder is checked on this machine whenever it is sent or the backups are switched on: a worker on another
 * machine checks it again at each run.
 */
function checkAcrossFields(key: AutomationKey, section: Record<string, unknown>, patch: Record<string, unknown>): void {
  if (key === "email_notifications" && section.enabled === true && !section.recipient) {
    throw new ValidationError("recipient: e-mail notifications need a recipient to be switched on");
  }
  if (key === "daily_edition" && section.enabled === true && section.morning !== true && section.evening !== true) {
    throw new ValidationError("morning: the daily edition needs the morning or the evening edition to be switched on");
  }
  if (key === "backups") {
    if (section.enabled === true && !section.folder) throw new ValidationError("folder: daily backups need a folder to be switched on");
    if (section.folder && ("folder" in patch || patch.enabled === true)) checkBackupFolder(String(section.folder));
  }
}
