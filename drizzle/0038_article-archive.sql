-- The archive (docs/decisions.md "The archive"): "Archivia articoli vecchi" moves old articles here, one row
-- per article, the article and its dependent rows gzip-compressed in "payload"; the plain columns are what the
-- archive's search and list and the Statistiche counts read without opening it. Its id is the article's own.
CREATE TABLE "article_archive" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"category" text,
	"sentiment" text,
	"processing_status" text NOT NULL,
	"ai_processed" boolean NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL,
	"live_bytes" integer NOT NULL,
	"payload" "bytea" NOT NULL
);
--> statement-breakpoint
-- A period's archived articles counted from the index alone, as articles_statistics_idx serves the live ones.
CREATE INDEX "article_archive_statistics_idx" ON "article_archive" USING btree ("published_at","source_name","category","sentiment","processing_status","ai_processed");--> statement-breakpoint
-- The archive's search by title words (ILIKE '%word%').
CREATE INDEX "article_archive_title_trgm_idx" ON "article_archive" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
-- Moving an article to the archive or back must leave the view totals of migration 0014 as they were: the
-- archived article's views still count for its source and its days. The mover sets rassegna.archive_move
-- for its own transaction (set_config(..., true)); then deleting an article keeps its share of its source's
-- days, and storing its raw views back adds nothing (the mover restores the per-article totals as archived).
CREATE OR REPLACE FUNCTION articles_remove_source_views() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('rassegna.archive_move', true) = 'on' THEN
    RETURN OLD;
  END IF;
  UPDATE source_daily_views s SET views = s.views - d.views
  FROM article_daily_views d
  WHERE d.article_id = OLD.id AND s.day = d.day AND s.source_name = OLD.source_name;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION statistics_add_to_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('rassegna.archive_move', true) = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO article_daily_views (article_id, day, views)
    SELECT article_id, (created_at AT TIME ZONE 'Europe/Rome')::date, count(*)::int FROM new_views GROUP BY 1, 2
    ON CONFLICT (article_id, day) DO UPDATE SET views = article_daily_views.views + excluded.views;
  INSERT INTO source_daily_views (day, source_name, views)
    SELECT (v.created_at AT TIME ZONE 'Europe/Rome')::date, a.source_name, count(*)::int
    FROM new_views v JOIN articles a ON a.id = v.article_id GROUP BY 1, 2
    ON CONFLICT (day, source_name) DO UPDATE SET views = source_daily_views.views + excluded.views;
  INSERT INTO article_view_totals (article_id, views)
    SELECT article_id, count(*)::int FROM new_views GROUP BY 1
    ON CONFLICT (article_id) DO UPDATE SET views = article_view_totals.views + excluded.views;
  RETURN NULL;
END
$$;
