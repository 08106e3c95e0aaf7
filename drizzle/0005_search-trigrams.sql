-- Substring search (the ILIKE match of docs/product.md#search, the fallback after full text)
-- uses trigram indexes; pg_trgm is a trusted extension from PostgreSQL 13 and
-- ships with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops) WHERE "articles"."ai_processed" and "articles"."processing_status" = 'completed';--> statement-breakpoint
CREATE INDEX "articles_summary_trgm_idx" ON "articles" USING gin ("content_summary" gin_trgm_ops) WHERE "articles"."ai_processed" and "articles"."processing_status" = 'completed';