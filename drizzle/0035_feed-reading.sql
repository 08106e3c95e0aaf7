-- How each feed is read (docs/product.md#feed-rss, docs/decisions.md "How each feed is read"): the boolean
-- "Solo estratto" becomes one of three scraping modes, auto (the page is read only when the feed's text is short,
-- as before), always and never; a feed that was "solo estratto" keeps its meaning as 'never'.
ALTER TABLE "rss_feeds" ADD COLUMN "scrape_mode" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
UPDATE "rss_feeds" SET "scrape_mode" = 'never' WHERE "extract_only";--> statement-breakpoint
-- An optional CSS selector for the article body on the feed's pages; checked for syntax when the admin saves it.
ALTER TABLE "rss_feeds" ADD COLUMN "content_selector" text;--> statement-breakpoint
ALTER TABLE "rss_feeds" DROP COLUMN "extract_only";--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD CONSTRAINT "rss_feeds_scrape_mode_valid" CHECK ("rss_feeds"."scrape_mode" in ('auto', 'always', 'never'));
