import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Leases for jobs that must run once across every instance (feed sync,
 * cleanup). Taken with one conditional upsert; a crashed holder's lease
 * simply expires. Works on PGlite too, where advisory locks cannot.
 */
export const jobLocks = pgTable("job_locks", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  acquired_at: timestamp("acquired_at", { withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
});
