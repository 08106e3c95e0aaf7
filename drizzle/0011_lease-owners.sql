ALTER TABLE "articles" ADD COLUMN "processing_owner" text;--> statement-breakpoint
ALTER TABLE "job_locks" ADD COLUMN "owner" text;