-- Checking a row against a search (tsvector @@ tsquery) means reading the
-- row's search vector from TOAST storage: far dearer than the planner's
-- default cost of one operator. Priced as it is, the planner keeps to the
-- index bitmap (which never opens a vector) unless walking the listing index
-- really checks fewer rows. At 100k articles on PGlite a search by word and
-- category went from ~60 ms to ~6 ms. Changing a built-in function needs a
-- superuser: without one the search stays correct, just planned by defaults.
DO $$
BEGIN
  ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) COST 1000;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'search cost hint skipped: not a superuser';
END
$$;
