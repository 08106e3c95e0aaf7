import { automationUpdateSchemas, type AutomationSettings, type SocialPostingSettings } from "../../../shared/automation";
import { AUTOMATION_KEYS, type AutomationKey } from "../../../shared/constants";
import { AUTOMATION_TEXT } from "./labels";

type SocialPostingMode = SocialPostingSettings["mode"];

/**
 * The screen's editable copy of the settings. Typed fields keep what the admin
 * typed (a string) until a save reads them; the rest hold their values.
 * `ai_processing.local_analyzer` is not here: Configurazione AI owns it.
 */
export interface AutomationForm {
  rss_sync: { enabled: boolean; frequency_hours: string };
  ai_processing: { enabled: boolean; auto_process_new: boolean; min_confidence: number };
  auto_cleanup: { enabled: boolean; retention_days: string; run_at: string };
  social_posting: { enabled: boolean; mode: SocialPostingMode; delay_minutes: string };
  email_notifications: { enabled: boolean; on_errors: boolean; on_new_articles: boolean; on_storage_warning: boolean; recipient: string };
  backups: { enabled: boolean; run_at: string; folder: string; keep: string };
  daily_edition: { enabled: boolean; morning: boolean; morning_at: string; evening: boolean; evening_at: string };
}

/** Per section, the fields in error and what to say beside each. */
export type FormErrors = { [K in AutomationKey]?: Partial<Record<keyof AutomationForm[K], string>> };

/** One PUT /api/admin/automation/:key: the section's fields that differ from the stored ones. */
export interface SectionPatch {
  key: AutomationKey;
  body: Record<string, unknown>;
}

/** The stored settings as the form shows them. */
export function toForm(settings: AutomationSettings): AutomationForm {
  const { rss_sync, ai_processing, auto_cleanup, social_posting, email_notifications, backups, daily_edition } = settings;
  return {
    rss_sync: { enabled: rss_sync.enabled, frequency_hours: String(rss_sync.frequency_hours) },
    ai_processing: { enabled: ai_processing.enabled, auto_process_new: ai_processing.auto_process_new, min_confidence: ai_processing.min_confidence },
    auto_cleanup: { enabled: auto_cleanup.enabled, retention_days: String(auto_cleanup.retention_days), run_at: auto_cleanup.run_at },
    social_posting: { enabled: social_posting.enabled, mode: social_posting.mode, delay_minutes: String(social_posting.delay_minutes) },
    email_notifications: { ...email_notifications },
    backups: { enabled: backups.enabled, run_at: backups.run_at, folder: backups.folder, keep: String(backups.keep) },
    daily_edition: { ...daily_edition },
  };
}

/** A typed number; blank is not a number (so it is refused, never read as 0). */
function typedNumber(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text.trim());
}

/**
 * A typed time of day in the stored form: "4:30", "4.30" and "0430" become
 * "04:30" (a phone's number pad has no colon); anything else is left for the
 * schema to refuse.
 */
export function typedTime(text: string): string {
  const match = /^(\d{1,2})[:.,]?(\d{2})$/.exec(text.trim());
  return match ? `${match[1]!.padStart(2, "0")}:${match[2]}` : text.trim();
}

/** What a section of the form would save, as the API takes it. The delay counts only in the delayed mode, where it is shown. */
export function sectionValues(form: AutomationForm, key: AutomationKey): Record<string, unknown> {
  switch (key) {
    case "rss_sync":
      return { enabled: form.rss_sync.enabled, frequency_hours: typedNumber(form.rss_sync.frequency_hours) };
    case "ai_processing":
      return { ...form.ai_processing };
    case "auto_cleanup":
      return { ...form.auto_cleanup, retention_days: typedNumber(form.auto_cleanup.retention_days), run_at: typedTime(form.auto_cleanup.run_at) };
    case "social_posting": {
      const { enabled, mode, delay_minutes } = form.social_posting;
      return mode === "delayed" ? { enabled, mode, delay_minutes: typedNumber(delay_minutes) } : { enabled, mode };
    }
    case "email_notifications":
      return { ...form.email_notifications, recipient: form.email_notifications.recipient.trim() };
    case "backups":
      return { ...form.backups, run_at: typedTime(form.backups.run_at), folder: form.backups.folder.trim(), keep: typedNumber(form.backups.keep) };
    case "daily_edition":
      return { ...form.daily_edition, morning_at: typedTime(form.daily_edition.morning_at), evening_at: typedTime(form.daily_edition.evening_at) };
  }
}

/** The Italian message for a field the shared schema refused (one per field: it names the whole rule). */
const FIELD_MESSAGES: Record<string, string> = {
  frequency_hours: AUTOMATION_TEXT.errors.frequency,
  min_confidence: AUTOMATION_TEXT.errors.minConfidence,
  retention_days: AUTOMATION_TEXT.errors.retentionDays,
  run_at: AUTOMATION_TEXT.errors.runAt,
  mode: AUTOMATION_TEXT.errors.mode,
  delay_minutes: AUTOMATION_TEXT.errors.delay,
  recipient: AUTOMATION_TEXT.errors.recipient,
  folder: AUTOMATION_TEXT.errors.folderAbsolute,
  keep: AUTOMATION_TEXT.errors.keep,
  morning_at: AUTOMATION_TEXT.errors.runAt,
  evening_at: AUTOMATION_TEXT.errors.runAt,
};

/** A section checked with the schema the server checks a save with, plus the server's rule that e-mail needs a recipient. */
export function sectionErrors(form: AutomationForm, key: AutomationKey): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = automationUpdateSchemas[key].safeParse(sectionValues(form, key));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= FIELD_MESSAGES[field] ?? AUTOMATION_TEXT.saveFailed;
  }
  const email = form.email_notifications;
  if (key === "email_notifications" && email.enabled && email.recipient.trim() === "") errors.recipient = AUTOMATION_TEXT.errors.recipientRequired;
  if (key === "backups" && form.backups.enabled && form.backups.folder.trim() === "") errors.folder = AUTOMATION_TEXT.errors.folderRequired;
  const edition = form.daily_edition;
  if (key === "daily_edition" && edition.enabled && !edition.morning && !edition.evening) errors.morning = AUTOMATION_TEXT.errors.editionNeedsOne;
  return errors;
}

/** Every section's errors; empty when the form can be saved. */
export function formErrors(form: AutomationForm): FormErrors {
  const errors: FormErrors = {};
  for (const key of AUTOMATION_KEYS) {
    const found = sectionErrors(form, key);
    if (Object.keys(found).length > 0) (errors as Record<string, unknown>)[key] = found;
  }
  return errors;
}

/** True when nothing is in error. */
export function isValid(errors: FormErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** The fields of a section that differ from what is stored, as its PUT body; empty when the section is unchanged. */
export function sectionPatch(form: AutomationForm, stored: AutomationSettings, key: AutomationKey): Record<string, unknown> {
  const current = stored[key] as Record<string, unknown>;
  return Object.fromEntries(Object.entries(sectionValues(form, key)).filter(([field, value]) => !Object.is(value, current[field])));
}

/** The sections with changes, in the screen's order. */
export function changedSections(form: AutomationForm, stored: AutomationSettings): AutomationKey[] {
  return AUTOMATION_KEYS.filter((key) => Object.keys(sectionPatch(form, stored, key)).length > 0);
}

/** The PUT requests a save sends: one per changed section, with only its changed fields. */
export function savePatches(form: AutomationForm, stored: AutomationSettings): SectionPatch[] {
  return changedSections(form, stored).map((key) => ({ key, body: sectionPatch(form, stored, key) }));
}
