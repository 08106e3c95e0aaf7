-- The daily edition by e-mail (docs/product.md#edizione, docs/decisions.md "The daily edition"): a subscriber is the
-- address and its confirmation time, nothing else; created_at is what double opt-in needs (an address unconfirmed
-- after 48 hours is removed by the retention run). The links of the e-mails are HMACs under the app secret, not stored.
CREATE TABLE "edition_deliveries" (
	"edition" text NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edition_deliveries_edition_subscriber_id_pk" PRIMARY KEY("edition","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "edition_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "edition_subscribers_email_lower" CHECK ("edition_subscribers"."email" = lower("edition_subscribers"."email"))
);
--> statement-breakpoint
-- The settings gain a seventh section, daily_edition (its row is seeded at start; until then the defaults stand).
ALTER TABLE "automation_settings" DROP CONSTRAINT "automation_settings_key_valid";--> statement-breakpoint
-- A delivery goes with its subscriber: an unsubscribe leaves no trace of the address.
ALTER TABLE "edition_deliveries" ADD CONSTRAINT "edition_deliveries_subscriber_id_edition_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."edition_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The cascade's lookup, and the retention run's removal of deliveries past a week.
CREATE INDEX "edition_deliveries_subscriber_idx" ON "edition_deliveries" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "edition_deliveries_created_at_idx" ON "edition_deliveries" USING btree ("created_at");--> statement-breakpoint
-- One row per mailbox (addresses are stored lower-cased): a second subscribe finds the first.
CREATE UNIQUE INDEX "edition_subscribers_email_idx" ON "edition_subscribers" USING btree ("email");--> statement-breakpoint
-- The sender reads the confirmed, the retention run the unconfirmed past 48 hours.
CREATE INDEX "edition_subscribers_confirmed_idx" ON "edition_subscribers" USING btree ("confirmed_at","created_at");--> statement-breakpoint
ALTER TABLE "automation_settings" ADD CONSTRAINT "automation_settings_key_valid" CHECK ("automation_settings"."key" in ('rss_sync', 'ai_processing', 'auto_cleanup', 'social_posting', 'email_notifications', 'backups', 'daily_edition'));
