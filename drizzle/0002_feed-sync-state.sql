CREATE TABLE "job_locks" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD COLUMN "last_error_reason" text;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD COLUMN "last_modified" text;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD COLUMN "retry_after" timestamp with time zone;