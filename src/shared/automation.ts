import { z } from "zod";
import { LIMITS, RSS_SYNC_FREQUENCIES, SOCIAL_POSTING_MODES } from "./constants.js";

// The sections of Automazione (docs/product.md#automazione) and their rules. The same schemas
// check a save on the server and the form in the browser.

const { min: delayMin, max: delayMax } = LIMITS.socialDelayMinutes;
const { min: daysMin, max: daysMax } = LIMITS.cleanupDays;
const { min: keepMin, max: keepMax } = LIMITS.backupsKept;

/** A time of day, "HH:MM" on the 24-hour clock, Europe/Rome. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time of day as HH:MM (00:00-23:59)");

export const rssSyncSettingsSchema = z.object({
  enabled: z.boolean(),
  frequency_hours: z.union(
    RSS_SYNC_FREQUENCIES.map((hours) => z.literal(hours)),
    `frequency_hours must be one of ${RSS_SYNC_FREQUENCIES.join(", ")}`,
  ),
});

export const aiProcessingSettingsSchema = z.object({
  enabled: z.boolean(),
  auto_process_new: z.boolean(),
  /** 0 to 1 in steps of 0.1. */
  min_confidence: z
    .number("min_confidence must be a number")
    .min(0, "min_confidence must be from 0 to 1")
    .max(1, "min_confidence must be from 0 to 1")
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, "min_confidence must be a multiple of 0.1"),
  /** Owned by Configurazione AI; Automazione never sends it, and a save keeps it. */
  local_analyzer: z.boolean(),
});

export const autoCleanupSettingsSchema = z.object({
  enabled: z.boolean(),
  retention_days: z
    .number("retention_days must be a number")
    .int("retention_days must be a whole number")
    .min(daysMin, `retention_days must be from ${daysMin} to ${daysMax}`)
    .max(daysMax, `retention_days must be from ${daysMin} to ${daysMax}`),
  run_at: timeOfDaySchema,
});

export const socialPostingSettingsSchema = z.object({
  enabled: z.boolean(),
  mode: z.enum(SOCIAL_POSTING_MODES, `mode must be one of ${SOCIAL_POSTING_MODES.join(", ")}`),
  /** Minutes; used only in the "delayed" mode (the screen shows it only then). */
  delay_minutes: z
    .number("delay_minutes must be a number")
    .int("delay_minutes must be a whole number")
    .min(delayMin, `delay_minutes must be from ${delayMin} to ${delayMax}`)
    .max(delayMax, `delay_minutes must be from ${delayMin} to ${delayMax}`),
});

export const emailNotificationsSettingsSchema = z.object({
  enabled: z.boolean(),
  on_errors: z.boolean(),
  on_new_articles: z.boolean(),
  on_storage_warning: z.boolean(),
  /** Empty until the admin gives one; notifications cannot be switched on without it. */
  recipient: z.union([z.literal(""), z.email("recipient must be an e-mail address")]),
});

/** The daily backup: when, into which folder on the server, and how many files it keeps there. */
export const backupsSettingsSchema = z.object({
  enabled: z.boolean(),
  run_at: timeOfDaySchema,
  /** An absolute path on the server; empty until the admin gives one. Whether it is writable is checked at each save. */
  folder: z.union([z.literal(""), z.string().max(1000, "folder is too long").regex(/^\//, "folder must be an absolute path")]),
  keep: z
    .number("keep must be a number")
    .int("keep must be a whole number")
    .min(keepMin, `keep must be from ${keepMin} to ${keepMax}`)
    .max(keepMax, `keep must be from ${keepMin} to ${keepMax}`),
});

/**
 * The daily edition (docs/product.md#edizione): the morning and evening times (Rome), each of which can be off, and
 * `enabled`, whether readers may subscribe and the worker sends the editions by e-mail.
 */
export const dailyEditionSettingsSchema = z.object({
  enabled: z.boolean(),
  morning: z.boolean(),
  morning_at: timeOfDaySchema,
  evening: z.boolean(),
  evening_at: timeOfDaySchema,
});

/** GET /api/admin/automation: each section, stored values laid over the defaults. */
export const automationSettingsSchema = z.object({
  rss_sync: rssSyncSettingsSchema,
  ai_processing: aiProcessingSettingsSchema,
  auto_cleanup: autoCleanupSettingsSchema,
  social_posting: socialPostingSettingsSchema,
  email_notifications: emailNotificationsSettingsSchema,
  backups: backupsSettingsSchema,
  daily_edition: dailyEditionSettingsSchema,
});
export type AutomationSettings = z.infer<typeof automationSettingsSchema>;
export type RssSyncSettings = AutomationSettings["rss_sync"];
export type AiProcessingSettings = AutomationSettings["ai_processing"];
export type AutoCleanupSettings = AutomationSettings["auto_cleanup"];
export type SocialPostingSettings = AutomationSettings["social_posting"];
export type EmailNotificationsSettings = AutomationSettings["email_notifications"];
export type BackupsSettings = AutomationSettings["backups"];
export type DailyEditionSettings = AutomationSettings["daily_edition"];

/**
 * PUT /api/admin/automation/:key: any of the section's fields; what is not
 * sent keeps its stored value (a save never drops a field another screen owns).
 * Unknown fields are refused. The answer is the whole of GET /api/admin/automation.
 */
export const automationUpdateSchemas = {
  rss_sync: rssSyncSettingsSchema.partial().strict(),
  ai_processing: aiProcessingSettingsSchema.partial().strict(),
  auto_cleanup: autoCleanupSettingsSchema.partial().strict(),
  social_posting: socialPostingSettingsSchema.partial().strict(),
  email_notifications: emailNotificationsSettingsSchema.partial().strict(),
  backups: backupsSettingsSchema.partial().strict(),
  daily_edition: dailyEditionSettingsSchema.partial().strict(),
} as const;

/** GET /api/admin/notifications: whether e-mail can go out at all (SMTP_URL set) and through which host. */
export const notificationStatusSchema = z.object({
  smtp_configured: z.boolean(),
  /** Host and port of SMTP_URL, never its credentials; null when unset. */
  smtp_host: z.string().nullable(),
});
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

/** POST /api/admin/notifications/test-email: to `recipient`, or to the stored one when absent. */
export const testEmailSchema = z.object({ recipient: z.email("recipient must be an e-mail address").optional() });

export const TEST_EMAIL_ERRORS = ["smtp_not_configured", "no_recipient", "send_failed"] as const;

/** The SMTP server's own answer ("250 2.0.0 Ok: queued as …") on success; the reason and its detail otherwise. */
export const testEmailResponseSchema = z.object({
  success: z.boolean(),
  recipient: z.string().nullable(),
  response: z.string().nullable(),
  error: z.enum(TEST_EMAIL_ERRORS).nullable(),
  detail: z.string().nullable(),
});
export type TestEmailResponse = z.infer<typeof testEmailResponseSchema>;
