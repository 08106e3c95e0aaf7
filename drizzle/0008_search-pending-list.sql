-- GIN indexes gather new entries in a pending list that every search reads
-- whole until a vacuum (PGlite has none of its own: the worker runs one
-- hourly) or until the list passes gin_pending_list_limit (4 MB by default:
-- thousands of published articles). A 256 kB limit merges new articles into
-- the search indexes in small batches, so a search never reads more than a
-- few dozen pending pages.
ALTER INDEX "articles_search_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "articles_title_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "articles_summary_trgm_idx" SET (gin_pending_list_limit = 256);
