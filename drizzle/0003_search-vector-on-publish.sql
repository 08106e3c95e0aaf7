-- The search vector is computed when an article is published (AI processing
-- completed) instead of at every import: only published articles are searched,
-- and computing Italian stems for every imported article halved import speed
-- on PGlite (bench/sync).
ALTER TABLE "articles" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
UPDATE "articles" SET "search_vector" = NULL WHERE NOT ("ai_processed" AND "processing_status" = 'completed');--> statement-breakpoint
CREATE OR REPLACE FUNCTION articles_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.ai_processed AND NEW.processing_status = 'completed' THEN
    NEW.search_vector :=
      setweight(to_tsvector('italian_unaccent', coalesce(NEW.title, '')), 'A') ||
      setweight(to_tsvector('italian_unaccent', coalesce(NEW.content_summary, '')), 'B') ||
      setweight(to_tsvector('italian_unaccent', left(coalesce(NEW.content_original, ''), 200000)), 'C');
  ELSE
    NEW.search_vector := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER articles_search_vector
  BEFORE INSERT OR UPDATE OF title, content_summary, content_original, ai_processed, processing_status ON "articles"
  FOR EACH ROW EXECUTE FUNCTION articles_search_vector();
