-- The dashboard's article search (docs/product.md#articoli) covers every status, where the
-- public trigram indexes hold only published articles: one trigram index over title and
-- summary together (the expression ADMIN_SEARCH_TEXT in src/articles/admin spells), and a
-- btree for the source filter, which also lists the source names by a skip scan.
CREATE INDEX "articles_admin_search_trgm_idx" ON "articles" USING gin (("title" || ' ' || coalesce("content_summary", '')) gin_trgm_ops) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "articles_source_published_idx" ON "articles" USING btree ("source_name","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);