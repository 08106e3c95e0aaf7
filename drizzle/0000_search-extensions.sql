-- Italian full-text search that ignores accents: "citta" finds "città",
-- "elezione" finds "elezioni". The articles.search_vector column needs it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'italian_unaccent') THEN
    CREATE TEXT SEARCH CONFIGURATION italian_unaccent (COPY = italian);
    ALTER TEXT SEARCH CONFIGURATION italian_unaccent
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, italian_stem;
  END IF;
END
$$;
