-- Totals of the statistics rows for the Statistiche screen (docs/product.md#statistiche):
-- aggregating a year of views row by row took ~3 s on PGlite at 1,000,000 views
-- (bench/statistics.ts). The database keeps them itself, so every writer of a view
-- (the beacon, the demo, tests) and every deleter of an article keeps them right.
CREATE TABLE "article_daily_views" (
	"article_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "article_daily_views_article_id_day_pk" PRIMARY KEY("article_id","day")
);
--> statement-breakpoint
CREATE TABLE "article_view_totals" (
	"article_id" uuid PRIMARY KEY NOT NULL,
	"views" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_daily_views" (
	"day" date NOT NULL,
	"source_name" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "source_daily_views_day_source_name_pk" PRIMARY KEY("day","source_name")
);
--> statement-breakpoint
ALTER TABLE "article_daily_views" ADD CONSTRAINT "article_daily_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_view_totals" ADD CONSTRAINT "article_view_totals_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_daily_views_day_idx" ON "article_daily_views" USING btree ("day","article_id","views");--> statement-breakpoint
CREATE INDEX "article_view_totals_views_idx" ON "article_view_totals" USING btree ("views" DESC NULLS LAST,"article_id");--> statement-breakpoint
CREATE INDEX "articles_statistics_idx" ON "articles" USING btree ("published_at","source_name","category","sentiment","processing_status","ai_processed");--> statement-breakpoint
-- Fills the three totals from the statistics rows: here for the views stored before this
-- migration; again by anyone who loaded views with the trigger off (bench/statistics.ts).
CREATE FUNCTION rebuild_view_totals() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM article_daily_views;
  DELETE FROM source_daily_views;
  DELETE FROM article_view_totals;
  INSERT INTO article_daily_views (article_id, day, views)
    SELECT article_id, (created_at AT TIME ZONE 'Europe/Rome')::date, count(*)::int FROM statistics GROUP BY 1, 2;
  INSERT INTO source_daily_views (day, source_name, views)
    SELECT d.day, a.source_name, sum(d.views)::int FROM article_daily_views d JOIN articles a ON a.id = d.article_id GROUP BY 1, 2;
  INSERT INTO article_view_totals (article_id, views)
    SELECT article_id, sum(views)::int FROM article_daily_views GROUP BY 1;
$$;--> statement-breakpoint
SELECT rebuild_view_totals();--> statement-breakpoint
-- Every statement that stores views adds them, grouped, to the three totals (one view per beacon,
-- a million in one statement when a bench loads them). Days are Rome calendar days.
CREATE FUNCTION statistics_add_to_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
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
$$;--> statement-breakpoint
CREATE TRIGGER statistics_add_to_totals
  AFTER INSERT ON "statistics" REFERENCING NEW TABLE AS new_views
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_add_to_totals();--> statement-breakpoint
-- A deleted article's statistics rows and its per-article totals go by cascade; its share of
-- its source's days is taken away here, while its daily rows still exist.
CREATE FUNCTION articles_remove_source_views() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE source_daily_views s SET views = s.views - d.views
  FROM article_daily_views d
  WHERE d.article_id = OLD.id AND s.day = d.day AND s.source_name = OLD.source_name;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER articles_remove_source_views
  BEFORE DELETE ON "articles"
  FOR EACH ROW EXECUTE FUNCTION articles_remove_source_views();
