-- Publishers' reservations and a feed's terms (docs/product.md#feed-rss, docs/decisions.md "Publishers' reservations").
-- articles.tdm_reserved: the publisher reserves text and data mining for the page (TDMRep or robots "noai"): the
-- article keeps the feed's own text and only the local analyzer reads it.
ALTER TABLE "articles" ADD COLUMN "tdm_reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- "Solo estratto": the feed's own text only, its pages never fetched.
ALTER TABLE "rss_feeds" ADD COLUMN "extract_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The longest summary shown for the feed's articles (a "very short extract"), 300 characters unless the admin says.
ALTER TABLE "rss_feeds" ADD COLUMN "summary_max_chars" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
-- Whether the feed's pictures are shown.
ALTER TABLE "rss_feeds" ADD COLUMN "show_images" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD CONSTRAINT "rss_feeds_summary_max_chars_range" CHECK ("rss_feeds"."summary_max_chars" between 100 and 600);
