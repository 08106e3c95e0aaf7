ALTER TABLE "articles" ADD COLUMN "search_words" "tsvector";--> statement-breakpoint
CREATE INDEX "articles_search_words_idx" ON "articles" USING gin ("search_words") WITH (gin_pending_list_limit=256);--> statement-breakpoint
-- Search ranks a word found as typed above a word that only shares its stem
-- ("Roma" above "romano", "calcio" above "calcare": docs/decisions.md#search-ranking).
-- The words as written, lower-cased and unaccented ("citta" is "città"), no
-- stemming and no stop words: 'simple' with unaccent first, as italian_unaccent
-- (migration 0000) does for stems. unaccent ships with PostgreSQL and PGlite.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'simple_unaccent') THEN
    CREATE TEXT SEARCH CONFIGURATION simple_unaccent (COPY = simple);
    ALTER TEXT SEARCH CONFIGURATION simple_unaccent
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
  END IF;
END
$$;--> statement-breakpoint
-- The trigger of migration 0003 fills both vectors when an article is published, with the same weights.
CREATE OR REPLACE FUNCTION articles_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.ai_processed AND NEW.processing_status = 'completed' THEN
    NEW.search_vector :=
      setweight(to_tsvector('italian_unaccent', coalesce(NEW.title, '')), 'A') ||
      setweight(to_tsvector('italian_unaccent', coalesce(NEW.content_summary, '')), 'B') ||
      setweight(to_tsvector('italian_unaccent', left(coalesce(NEW.content_original, ''), 200000)), 'C');
    NEW.search_words :=
      setweight(to_tsvector('simple_unaccent', coalesce(NEW.title, '')), 'A') ||
      setweight(to_tsvector('simple_unaccent', coalesce(NEW.content_summary, '')), 'B') ||
      setweight(to_tsvector('simple_unaccent', left(coalesce(NEW.content_original, ''), 200000)), 'C');
  ELSE
    NEW.search_vector := NULL;
    NEW.search_words := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
UPDATE "articles" SET "search_words" =
  setweight(to_tsvector('simple_unaccent', coalesce("title", '')), 'A') ||
  setweight(to_tsvector('simple_unaccent', coalesce("content_summary", '')), 'B') ||
  setweight(to_tsvector('simple_unaccent', left(coalesce("content_original", ''), 200000)), 'C')
WHERE "ai_processed" AND "processing_status" = 'completed';
