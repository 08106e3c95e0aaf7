-- The dashboard's article search (docs/product.md#articoli) covers every status, where the
-- trigram indexes of the public search hold only published articles: this one holds the
-- others (title and summary), so publishing adds no entry to it and it stays small.
-- admin-article-conditions.ts spells the query so the planner takes both sets. The btree
-- serves the source filter and lists the source names by a skip scan.
CREATE INDEX "articles_unpublished_search_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops,"content_summary" gin_trgm_ops) WITH (gin_pending_list_limit=256) WHERE not ("articles"."ai_processed" and "articles"."processing_status" = 'completed');--> statement-breakpoint
CREATE INDEX "articles_source_published_idx" ON "articles" USING btree ("source_name","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);