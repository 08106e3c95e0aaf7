ALTER TABLE "ai_configs" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ai_configs" ADD COLUMN "last_failed_at" timestamp with time zone;--> statement-breakpoint
-- Diagnostica's log search ignores case and accents ("citta" finds "Città"). An index expression needs an
-- immutable function and unaccent() is only stable (it reads its dictionary by name): this wrapper names the
-- dictionary itself, the usual way to index unaccent. Selective searches over 300,000 lines went from ~1.1 s
-- to ~40 ms on PGlite, for ~50 µs more per inserted line (docs/performance.md#dashboard).
CREATE OR REPLACE FUNCTION unaccent_immutable(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE INDEX "system_logs_search_trgm_idx" ON "system_logs" USING gin (unaccent_immutable("message" || ' ' || "source") gin_trgm_ops) WITH (gin_pending_list_limit=256);
