import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One choice made on the cookie banner, kept as proof of consent
 * (docs/product.md#cookie-consent): the random consent id the browser keeps,
 * so a later change of mind from the same browser is a new row with the same
 * consent id, the two optional categories and the cookie policy's version.
 * Never an address or a user agent. Removed after
 * COOKIE_CONSENT_RETENTION_DAYS by the worker's retention run.
 */
export const cookieConsents = pgTable(
  "cookie_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    consent_id: uuid("consent_id").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    analytics: boolean("analytics").notNull(),
    advertising: boolean("advertising").notNull(),
    policy_version: text("policy_version").notNull(),
  },
  (t) => [
    // The dashboard's newest-first pages and 30-day counts, the CSV export and the retention run.
    index("cookie_consents_created_at_idx").on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Every choice of one browser, when a visitor asks what was recorded for them.
    index("cookie_consents_consent_id_idx").on(t.consent_id),
  ],
);
