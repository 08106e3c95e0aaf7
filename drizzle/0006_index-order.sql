-- A plain "order by x desc" sorts NULLs first; indexes built "DESC NULLS LAST"
-- could not give that order, so the home listing sorted the whole table.
-- The columns are NOT NULL: only the declared order changes.
DROP INDEX "articles_public_listing_idx";--> statement-breakpoint
DROP INDEX "articles_public_category_idx";--> statement-breakpoint
DROP INDEX "articles_status_published_idx";--> statement-breakpoint
DROP INDEX "articles_published_at_idx";--> statement-breakpoint
DROP INDEX "error_logs_timestamp_idx";--> statement-breakpoint
DROP INDEX "system_health_metrics_timestamp_idx";--> statement-breakpoint
DROP INDEX "system_logs_timestamp_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_at_idx";--> statement-breakpoint
CREATE INDEX "articles_public_listing_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."ai_processed" and "articles"."processing_status" = 'completed';--> statement-breakpoint
CREATE INDEX "articles_public_category_idx" ON "articles" USING btree ("category","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."ai_processed" and "articles"."processing_status" = 'completed';--> statement-breakpoint
CREATE INDEX "articles_status_published_idx" ON "articles" USING btree ("processing_status","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "error_logs_timestamp_idx" ON "error_logs" USING btree ("timestamp" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "system_health_metrics_timestamp_idx" ON "system_health_metrics" USING btree ("timestamp" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "system_logs_timestamp_idx" ON "system_logs" USING btree ("timestamp" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);