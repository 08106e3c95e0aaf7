CREATE TABLE "social_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"message" text,
	"remote_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "social_posts_platform_valid" CHECK ("social_posts"."platform" in ('facebook', 'twitter', 'linkedin', 'instagram', 'telegram', 'whatsapp')),
	CONSTRAINT "social_posts_status_valid" CHECK ("social_posts"."status" in ('queued', 'sending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "social_configs" ADD COLUMN "chat_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_configs" ADD COLUMN "page_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_configs" ADD COLUMN "author_urn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_configs" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "social_configs" ADD COLUMN "last_error_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_posts_article_platform_unique" ON "social_posts" USING btree ("article_id","platform");--> statement-breakpoint
CREATE INDEX "social_posts_due_idx" ON "social_posts" USING btree ("status","due_at");