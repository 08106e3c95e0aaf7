ALTER TABLE "articles" ADD COLUMN "story_id" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "story_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_story_idx" ON "articles" USING btree ("story_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "articles"."story_id" is not null and "articles"."ai_processed" and "articles"."processing_status" = 'completed';--> statement-breakpoint
CREATE INDEX "articles_story_joined_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST,"story_id") WHERE "articles"."story_id" <> "articles"."id" and "articles"."ai_processed" and "articles"."processing_status" = 'completed';--> statement-breakpoint
CREATE INDEX "articles_story_terms_idx" ON "articles" USING gin ("story_terms") WITH (gin_pending_list_limit=256) WHERE "articles"."ai_processed" and "articles"."processing_status" = 'completed';--> statement-breakpoint
-- Stories (docs/decisions.md#story-grouping). Grouping needs the Italian stemmer and name finder of
-- src/ai/local, so it runs in TypeScript: articles published before this migration keep story_id null
-- (a story of their own) and the worker's hourly "story-grouping" job groups those of the last 48 hours.
SELECT 1;
