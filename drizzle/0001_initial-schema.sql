CREATE TABLE "ai_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"api_key" text NOT NULL,
	"model_name" text NOT NULL,
	"endpoint" text DEFAULT '' NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"daily_request_limit" integer DEFAULT 50 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_configs_provider_valid" CHECK ("ai_configs"."provider" in ('openai', 'anthropic', 'google', 'openrouter', 'deepseek', 'grok')),
	CONSTRAINT "ai_configs_priority_range" CHECK ("ai_configs"."priority" between 1 and 10),
	CONSTRAINT "ai_configs_daily_limit_range" CHECK ("ai_configs"."daily_request_limit" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "ai_usage_tracking" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ai_config_id" uuid NOT NULL,
	"date" date NOT NULL,
	"requests_count" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "ai_usage_tracking_config_date_unique" UNIQUE("ai_config_id","date"),
	CONSTRAINT "ai_usage_tracking_count_positive" CHECK ("ai_usage_tracking"."requests_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid,
	"guid" text,
	"title" text NOT NULL,
	"content_summary" text,
	"content_original" text,
	"image_url" text,
	"category" text,
	"sentiment" text,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"canonical_url" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"reading_time" integer DEFAULT 1 NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ai_processed" boolean DEFAULT false NOT NULL,
	"processing_status" text DEFAULT 'pending' NOT NULL,
	"processed_by_ai_provider" text,
	"views" integer DEFAULT 0 NOT NULL,
	"content_extraction_method" text DEFAULT 'rss' NOT NULL,
	"scraping_attempted" boolean DEFAULT false NOT NULL,
	"content_word_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('italian_unaccent', coalesce("title", '')), 'A') || setweight(to_tsvector('italian_unaccent', coalesce("content_summary", '')), 'B') || setweight(to_tsvector('italian_unaccent', left(coalesce("content_original", ''), 200000)), 'C')) STORED,
	CONSTRAINT "articles_category_valid" CHECK ("articles"."category" is null or "articles"."category" in ('tecnologia', 'politica', 'economia', 'sport', 'salute', 'scienza', 'cultura', 'cronaca', 'ambiente', 'internazionale', 'intrattenimento', 'viaggi', 'altro')),
	CONSTRAINT "articles_sentiment_valid" CHECK ("articles"."sentiment" is null or "articles"."sentiment" in ('positivo', 'neutrale', 'negativo')),
	CONSTRAINT "articles_processing_status_valid" CHECK ("articles"."processing_status" in ('pending', 'processing', 'completed', 'failed')),
	CONSTRAINT "articles_extraction_method_valid" CHECK ("articles"."content_extraction_method" in ('rss', 'scraping')),
	CONSTRAINT "articles_reading_time_positive" CHECK ("articles"."reading_time" >= 1),
	CONSTRAINT "articles_views_positive" CHECK ("articles"."views" >= 0),
	CONSTRAINT "articles_word_count_positive" CHECK ("articles"."content_word_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "statistics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_email_unique" UNIQUE("email"),
	CONSTRAINT "admin_users_role_valid" CHECK ("admin_users"."role" = 'admin'),
	CONSTRAINT "admin_users_email_lowercase" CHECK ("admin_users"."email" = lower("admin_users"."email"))
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ip" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rss_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"feed_url" text NOT NULL,
	"import_limit" integer DEFAULT 10 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_sync" timestamp with time zone,
	"last_sync_status" text DEFAULT 'pending' NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rss_feeds_import_limit_range" CHECK ("rss_feeds"."import_limit" between 1 and 100),
	CONSTRAINT "rss_feeds_last_sync_status_valid" CHECK ("rss_feeds"."last_sync_status" in ('success', 'failed', 'pending')),
	CONSTRAINT "rss_feeds_consecutive_failures_positive" CHECK ("rss_feeds"."consecutive_failures" >= 0)
);
--> statement-breakpoint
CREATE TABLE "error_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"error_type" text NOT NULL,
	"severity" text NOT NULL,
	"error_message" text NOT NULL,
	"source" text NOT NULL,
	"stack_trace" text,
	"resolved" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	"ai_analysis" jsonb,
	CONSTRAINT "error_logs_severity_valid" CHECK ("error_logs"."severity" in ('critical', 'high', 'medium', 'low')),
	CONSTRAINT "error_logs_resolved_at_set" CHECK (not "error_logs"."resolved" or "error_logs"."resolved_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "system_health_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"cpu_usage" double precision NOT NULL,
	"memory_usage" double precision NOT NULL,
	"disk_usage" double precision NOT NULL,
	"active_connections" integer NOT NULL,
	"api_response_time" double precision NOT NULL,
	"database_query_time" double precision NOT NULL,
	CONSTRAINT "system_health_metrics_status_valid" CHECK ("system_health_metrics"."status" in ('healthy', 'warning', 'critical')),
	CONSTRAINT "system_health_metrics_cpu_range" CHECK ("system_health_metrics"."cpu_usage" between 0 and 100),
	CONSTRAINT "system_health_metrics_memory_range" CHECK ("system_health_metrics"."memory_usage" between 0 and 100),
	CONSTRAINT "system_health_metrics_disk_range" CHECK ("system_health_metrics"."disk_usage" between 0 and 100),
	CONSTRAINT "system_health_metrics_connections_positive" CHECK ("system_health_metrics"."active_connections" >= 0)
);
--> statement-breakpoint
CREATE TABLE "system_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"log_level" text NOT NULL,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"details" jsonb,
	CONSTRAINT "system_logs_level_valid" CHECK ("system_logs"."log_level" in ('debug', 'info', 'warn', 'error')),
	CONSTRAINT "system_logs_category_valid" CHECK ("system_logs"."category" in ('system', 'security', 'performance', 'user', 'ai', 'database'))
);
--> statement-breakpoint
CREATE TABLE "adsense_config" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"singleton" boolean DEFAULT true NOT NULL,
	"publisher_id" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"homepage_slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"article_slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adsense_config_singleton" CHECK ("adsense_config"."singleton")
);
--> statement-breakpoint
CREATE TABLE "automation_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_settings_key_valid" CHECK ("automation_settings"."key" in ('rss_sync', 'ai_processing', 'auto_cleanup', 'social_posting', 'email_notifications'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_agent" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"access_token" text DEFAULT '' NOT NULL,
	"post_template" text DEFAULT 'Nuova notizia: {{title}} - {{url}}' NOT NULL,
	"frequency" text DEFAULT 'immediate' NOT NULL,
	"last_post" timestamp with time zone,
	CONSTRAINT "social_configs_platform_unique" UNIQUE("platform"),
	CONSTRAINT "social_configs_platform_valid" CHECK ("social_configs"."platform" in ('facebook', 'twitter', 'linkedin', 'instagram', 'telegram', 'whatsapp')),
	CONSTRAINT "social_configs_frequency_valid" CHECK ("social_configs"."frequency" in ('immediate', 'hourly', 'daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "ai_usage_tracking" ADD CONSTRAINT "ai_usage_tracking_ai_config_id_ai_configs_id_fk" FOREIGN KEY ("ai_config_id") REFERENCES "public"."ai_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_feed_id_rss_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."rss_feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics" ADD CONSTRAINT "statistics_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_canonical_url_unique" ON "articles" USING btree ("canonical_url");--> statement-breakpoint
CREATE INDEX "articles_feed_guid_idx" ON "articles" USING btree ("feed_id","guid");--> statement-breakpoint
CREATE INDEX "articles_public_listing_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."ai_processed" and "articles"."processing_status" = 'completed';--> statement-breakpoint
CREATE INDEX "articles_public_category_idx" ON "articles" USING btree ("category","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."ai_processed" and "articles"."processing_status" = 'completed';--> statement-breakpoint
CREATE INDEX "articles_status_published_idx" ON "articles" USING btree ("processing_status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "statistics_created_at_idx" ON "statistics" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "statistics_article_idx" ON "statistics" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_email_idx" ON "login_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "error_logs_timestamp_idx" ON "error_logs" USING btree ("timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "error_logs_open_idx" ON "error_logs" USING btree ("resolved","severity");--> statement-breakpoint
CREATE INDEX "system_health_metrics_timestamp_idx" ON "system_health_metrics" USING btree ("timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "system_logs_timestamp_idx" ON "system_logs" USING btree ("timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "adsense_config_singleton_unique" ON "adsense_config" USING btree ("singleton");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);