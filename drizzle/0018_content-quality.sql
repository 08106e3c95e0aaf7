CREATE TABLE "ai_training_examples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid,
	"origin" text NOT NULL,
	"provider" text,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"category" text,
	"sentiment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_training_examples_article_origin_unique" UNIQUE("article_id","origin"),
	CONSTRAINT "ai_training_examples_origin_valid" CHECK ("ai_training_examples"."origin" in ('admin', 'provider')),
	CONSTRAINT "ai_training_examples_category_valid" CHECK ("ai_training_examples"."category" is null or "ai_training_examples"."category" in ('tecnologia', 'politica', 'economia', 'sport', 'salute', 'scienza', 'cultura', 'cronaca', 'ambiente', 'internazionale', 'intrattenimento', 'viaggi', 'altro')),
	CONSTRAINT "ai_training_examples_sentiment_valid" CHECK ("ai_training_examples"."sentiment" is null or "ai_training_examples"."sentiment" in ('positivo', 'neutrale', 'negativo'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "source_categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD COLUMN "max_age_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD COLUMN "default_category" text;--> statement-breakpoint
ALTER TABLE "ai_training_examples" ADD CONSTRAINT "ai_training_examples_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD CONSTRAINT "rss_feeds_max_age_days_range" CHECK ("rss_feeds"."max_age_days" between 0 and 3650);--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD CONSTRAINT "rss_feeds_default_category_valid" CHECK ("rss_feeds"."default_category" is null or "rss_feeds"."default_category" in ('tecnologia', 'politica', 'economia', 'sport', 'salute', 'scienza', 'cultura', 'cronaca', 'ambiente', 'internazionale', 'intrattenimento', 'viaggi'));