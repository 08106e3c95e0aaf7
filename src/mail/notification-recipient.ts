import type { EmailNotificationsSettings } from "../shared/automation.js";
import type { Mailer } from "./mailer.js";

export type NotificationTopic = "on_errors" | "on_new_articles" | "on_storage_warning";

/**
 * Where a notification goes, or null when it must not go at all: it needs
 * email_notifications on, its own switch on, a recipient, and SMTP_URL
 * (docs/product.md#e-mail-notifications).
 */
export function notificationRecipient(settings: EmailNotificationsSettings, topic: NotificationTopic, mailer: Mailer): string | null {
  if (!settings.enabled || !settings[topic] || !settings.recipient || mailer.host === null) return null;
  return settings.recipient;
}
