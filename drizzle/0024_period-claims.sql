-- The table of once-per-period claims (e-mail throttles, daily jobs' "done today", a job's last success) was named
-- after the e-mails alone (docs/architecture.md). Renamed in place, so every claim it holds is kept.
ALTER TABLE "mail_notifications" RENAME TO "period_claims";--> statement-breakpoint
ALTER TABLE "period_claims" RENAME COLUMN "kind" TO "key";--> statement-breakpoint
ALTER TABLE "period_claims" RENAME COLUMN "sent_at" TO "claimed_at";--> statement-breakpoint
-- The names a table created as "period_claims" would give its constraints: the primary key (and its index), and on
-- PostgreSQL 18 (PGlite) the NOT NULL constraints, which earlier versions do not name.
ALTER TABLE "period_claims" RENAME CONSTRAINT "mail_notifications_pkey" TO "period_claims_pkey";--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_constraint WHERE conrelid = 'period_claims'::regclass AND conname = 'mail_notifications_kind_not_null') THEN
    ALTER TABLE "period_claims" RENAME CONSTRAINT "mail_notifications_kind_not_null" TO "period_claims_key_not_null";
  END IF;
  IF EXISTS (SELECT 1 FROM pg_constraint WHERE conrelid = 'period_claims'::regclass AND conname = 'mail_notifications_sent_at_not_null') THEN
    ALTER TABLE "period_claims" RENAME CONSTRAINT "mail_notifications_sent_at_not_null" TO "period_claims_claimed_at_not_null";
  END IF;
END;
$$;
