-- Full-text search indexes beside the category (btree_gin): a search within a category reads its
-- matches in one GIN lookup, where it and-ed the word's lookups with the category's entries in another
-- index (the capped count of "governo" in Politica: 164-230 ms at a million articles, 35 ms now;
-- docs/performance.md). Partial on the vectors being set: only published articles have them (the trigger
-- of migrations 0003 and 0019), so an import or a claim adds no entry. Rebuilding them takes about a
-- minute and a half a million articles, while the server starts.
DROP INDEX "articles_search_idx";--> statement-breakpoint
DROP INDEX "articles_search_words_idx";--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("category","search_vector") WITH (gin_pending_list_limit=256) WHERE "articles"."search_vector" is not null;--> statement-breakpoint
CREATE INDEX "articles_search_words_idx" ON "articles" USING gin ("category","search_words") WITH (gin_pending_list_limit=256) WHERE "articles"."search_words" is not null;