-- The topic index (migration 0033) holds only published articles: only they are looked up (/tag/{slug}), and
-- computing article_topic_slugs (~70 us a row) for every imported row, pending ones included, was part of each
-- import's cost on PostgreSQL (docs/performance.md, "Sixth pass"). A partial index's expression gives the planner
-- no statistics of its own, and topic pages choose their plan by how common a topic is: the extended statistics
-- below (PostgreSQL 14 and later) hold the same most-common-elements list the whole index held, and ANALYZE fills
-- them now rather than at autovacuum's next pass (a topic would be priced at the default until then).
DROP INDEX "articles_topic_idx";--> statement-breakpoint
CREATE INDEX "articles_topic_idx" ON "articles" USING gin (article_topic_slugs("tags", "keywords")) WITH (gin_pending_list_limit=256) WHERE "articles"."ai_processed" and "articles"."processing_status" = 'completed';--> statement-breakpoint
CREATE STATISTICS "articles_topic_stats" ON (article_topic_slugs("tags", "keywords")) FROM "articles";--> statement-breakpoint
ANALYZE "articles";
