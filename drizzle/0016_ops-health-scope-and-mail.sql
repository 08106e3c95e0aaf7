CREATE TABLE "mail_notifications" (
	"kind" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "system_health_metrics" ALTER COLUMN "active_connections" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "system_health_metrics" ALTER COLUMN "api_response_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "system_health_metrics" ADD COLUMN "scope" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "system_health_metrics" ADD CONSTRAINT "system_health_metrics_scope_valid" CHECK ("system_health_metrics"."scope" in ('full', 'no_http'));--> statement-breakpoint
-- A resolved error is never reopened (docs/product.md#operational-records): whatever writes to the
-- table, an update that would clear `resolved` or change `resolved_at` once set is refused.
CREATE OR REPLACE FUNCTION error_logs_keep_resolved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.resolved AND (NOT NEW.resolved OR NEW.resolved_at IS DISTINCT FROM OLD.resolved_at) THEN
    RAISE EXCEPTION 'a resolved error cannot be reopened' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER error_logs_keep_resolved BEFORE UPDATE ON error_logs FOR EACH ROW EXECUTE FUNCTION error_logs_keep_resolved();
