-- The daily backup job (src/diagnostics/backups/): the record of its runs, and its settings as a sixth automation section.
CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"file" text NOT NULL,
	"size_bytes" bigint,
	"error" text,
	CONSTRAINT "backup_runs_outcome" CHECK (("backup_runs"."error" is null) = ("backup_runs"."size_bytes" is not null))
);
--> statement-breakpoint
ALTER TABLE "automation_settings" DROP CONSTRAINT "automation_settings_key_valid";--> statement-breakpoint
CREATE INDEX "backup_runs_started_at_idx" ON "backup_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "automation_settings" ADD CONSTRAINT "automation_settings_key_valid" CHECK ("automation_settings"."key" in ('rss_sync', 'ai_processing', 'auto_cleanup', 'social_posting', 'email_notifications', 'backups'));