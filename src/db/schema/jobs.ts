import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Leases for jobs that must run once across every instance (feed sync,
 * cleanup). Taken with one conditional upsert and kept short: the owning
 * process renews its leases while it lives, so a crashed owner's lease
 * expires within a minute. Works on PGlite too, where advisory locks cannot.
 */
export const jobLocks = pgTable("job_locks", {
  name: text("name").primaryKey(),
  /** A token per acquisition: an old holder can neither renew nor release a lease taken over from it. */
  holder: text("holder").notNull(),
  /** The owning process, "host:pid:random" (db/leases.ts): it renews the lease and frees it when it stops. */
  owner: text("owner"),
  acquired_at: timestamp("acquired_at", { withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
});
