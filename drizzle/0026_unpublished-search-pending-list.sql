-- The dashboard's trigram index over unpublished articles (title, summary) takes a 4 MB pending list
-- instead of 256 kB. Every import and every claim adds a row's trigrams to it; merging them into the
-- index 256 kB at a time was half of an import's cost on PostgreSQL (30,000 pending rows: 5.7-6.0 s
-- of inserts with 256 kB, 2.8-3.0 s with 4 MB, then 41-54 ms to merge the rest; docs/performance.md).
-- Only the dashboard's search reads the list, and (auto)vacuum merges it in the background.
ALTER INDEX "articles_unpublished_search_trgm_idx" SET (gin_pending_list_limit = 4096);
