import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * A reader's subscription to the daily edition (docs/product.md#edizione): the
 * address and when it was confirmed, nothing else. `created_at` is what double
 * opt-in needs: an address unconfirmed 48 hours after it was given is removed
 * by the retention run, and its confirmation link expires with it. The links
 * (confirm, unsubscribe) are HMACs of the row's id and address under the app
 * secret, so no token is stored.
 */
export const editionSubscribers = pgTable(
  "edition_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Trimmed and lower-cased, so one mailbox is one row. */
    email: text("email").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("edition_subscribers_email_idx").on(t.email),
    // The retention run finds the unconfirmed past 48 hours; the sender reads the confirmed.
    index("edition_subscribers_confirmed_idx").on(t.confirmed_at, t.created_at),
    check("edition_subscribers_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * One edition sent to one subscriber: the primary key is what makes an
 * edition go out at most once per subscriber, whatever the number of workers
 * or restarts (the row is inserted before the message is sent). `edition` is
 * "2026-11-30/mattina". Removed with the subscriber, and by the retention run
 * after a week.
 */
export const editionDeliveries = pgTable(
  "edition_deliveries",
  {
    edition: text("edition").notNull(),
    subscriber_id: uuid("subscriber_id")
      .notNull()
      .references(() => editionSubscribers.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.edition, t.subscriber_id] }),
    index("edition_deliveries_subscriber_idx").on(t.subscriber_id),
    index("edition_deliveries_created_at_idx").on(t.created_at),
  ],
);
