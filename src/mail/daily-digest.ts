import { and, count, desc, gt, lte } from "drizzle-orm";
import { isPublished } from "../articles/lifecycle/index.js";
import { readAutomationSettings } from "../automation/settings.js";
import { articles } from "../db/schema/index.js";
import type { MailDeps } from "./deps.js";
import { digestMail } from "./messages.js";
import { notificationRecipient } from "./notification-recipient.js";
import { recordMailFailure } from "./record-mail-failure.js";

/** When the digest goes out, Europe/Rome (docs/product.md#e-mail-notifications). */
export const DIGEST_TIME = "08:00";
/** Titles the digest lists; the rest is counted. */
export const DIGEST_TITLES = 20;
const DAY_MS = 24 * 3_600_000;

/** The digest's time of day, or null while it must not go (the scheduler's daily job reads it at each check). */
export async function digestTime(deps: MailDeps): Promise<string | null> {
  const settings = (await readAutomationSettings(deps.db)).email_notifications;
  return notificationRecipient(settings, "on_new_articles", deps.mailer) ? DIGEST_TIME : null;
}

/**
 * The daily digest: the public articles published in the 24 hours before
 * `now`, counted, the newest DIGEST_TITLES listed with their source and a
 * link to their page. Nothing goes on a day without new articles. Once a day
 * across instances: the scheduler's daily claim. Answers whether a mail left.
 */
export async function sendDailyDigest(deps: MailDeps, now: Date): Promise<boolean> {
  const settings = (await readAutomationSettings(deps.db)).email_notifications;
  const to = notificationRecipient(settings, "on_new_articles", deps.mailer);
  if (!to) return false;
  const inDay = and(isPublished, gt(articles.published_at, new Date(now.getTime() - DAY_MS)), lte(articles.published_at, now));
  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(articles).where(inDay);
  if (total === 0) {
    deps.logger.info({ category: "system" }, "no new articles in the last 24 hours: no digest today");
    return false;
  }
  const newest = await deps.db
    .select({ id: articles.id, title: articles.title, source_name: articles.source_name })
    .from(articles)
    .where(inDay)
    .orderBy(desc(articles.published_at), desc(articles.id))
    .limit(DIGEST_TITLES);
  try {
    const response = await deps.mailer.send(digestMail(to, deps.publicUrl, total, newest));
    deps.logger.info({ category: "system", articles: total, to, response }, "daily digest e-mail sent");
    return true;
  } catch (error) {
    await recordMailFailure(deps, "daily digest", to, error);
    return false;
  }
}
