import { and, asc, eq, isNotNull, lte, notExists, sql } from "drizzle-orm";
import type { BaseLogger } from "pino";
import { readAutomationSettings } from "../automation/settings.js";
import type { Database } from "../db/database.js";
import { editionDeliveries, editionSubscribers } from "../db/schema/index.js";
import { MailError, type Mailer } from "../mail/mailer.js";
import { EDITION_LIMITS } from "../shared/constants.js";
import { editionMail } from "./edition-mails.js";
import { editionKey, latestEdition } from "./edition-times.js";
import { linkToken } from "./edition-links.js";
import { readEdition } from "./read-edition.js";

/** What the sender needs: the database, the mailer, the site's address for links, the links' key and the log. */
export interface EditionSenderDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** editionLinkKey(app secret): the unsubscribe links. */
  linkKey: Buffer;
  logger: Pick<BaseLogger, "info" | "warn" | "error">;
}

const BATCH = 100;

/**
 * The worker's edition run, every minute on every worker (docs/product.md#edizione):
 * while the e-mail edition is on, the latest edition (within 12 hours of its
 * time) goes to each subscriber confirmed by then that has no delivery of it.
 * Each delivery row is inserted before its message is sent, and its primary
 * key (edition, subscriber) lets one insert win: two workers, or one
 * restarted, never send an edition twice to one address. A message the
 * server refuses for good (5xx) keeps its row; any other failure gives the
 * row back and stops the run with an error, so the next run retries.
 * Answers how many messages went.
 */
export async function sendDueEdition(deps: EditionSenderDeps, now: Date): Promise<number> {
  const { db } = deps;
  const settings = (await readAutomationSettings(db)).daily_edition;
  if (!settings.enabled) return 0;
  const ref = latestEdition(settings, now);
  if (!ref || now.getTime() - ref.at.getTime() > EDITION_LIMITS.lateSendHours * 3_600_000) return 0;
  const key = editionKey(ref);
  let edition: Awaited<ReturnType<typeof readEdition>> | undefined;
  let sent = 0;
  for (;;) {
    const waiting = await db
      .select()
      .from(editionSubscribers)
      .where(
        and(
          isNotNull(editionSubscribers.confirmed_at),
          lte(editionSubscribers.confirmed_at, ref.at),
          notExists(db.select({ one: sql`1` }).from(editionDeliveries).where(and(eq(editionDeliveries.edition, key), eq(editionDeliveries.subscriber_id, editionSubscribers.id)))),
        ),
      )
      .orderBy(asc(editionSubscribers.id))
      .limit(BATCH);
    if (waiting.length === 0) break;
    // Read once per run, and only when someone waits for it: most minutes cost the one query above.
    edition ??= await readEdition(db, ref);
    if (edition.categories.length === 0) break;
    for (const subscriber of waiting) {
      const [claimed] = await db.insert(editionDeliveries).values({ edition: key, subscriber_id: subscriber.id }).onConflictDoNothing().returning({ id: editionDeliveries.subscriber_id });
      // Another worker has it; or the subscriber left meanwhile (no row to refer to).
      if (!claimed) continue;
      try {
        await deps.mailer.send(editionMail(subscriber.email, deps.publicUrl, edition, linkToken(deps.linkKey, "unsubscribe", subscriber)));
        sent += 1;
      } catch (error) {
        if (error instanceof MailError && error.responseCode !== undefined && error.responseCode >= 500) {
          deps.logger.warn({ category: "system", job: "daily-edition", edition: key, code: error.responseCode }, "the mail server refused the daily edition for a subscriber");
          continue;
        }
        await db.delete(editionDeliveries).where(and(eq(editionDeliveries.edition, key), eq(editionDeliveries.subscriber_id, subscriber.id)));
        if (sent > 0) deps.logger.info({ category: "system", job: "daily-edition", edition: key, sent }, "daily edition sent");
        throw error;
      }
    }
  }
  if (sent > 0) deps.logger.info({ category: "system", job: "daily-edition", edition: key, sent }, "daily edition sent");
  return sent;
}
