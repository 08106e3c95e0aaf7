-- Sources without a feed (docs/decisions.md "Editorial control (issue 31)" -> "Sources without a feed"): a row of
-- rss_feeds is a feed (the default, every existing row) or an HTML listing page whose articles are found by CSS
-- selectors held in listing_selectors ({item, title, link, date, summary}). Kept in the one table so that the sync,
-- its schedule, its failures and deletion treat both alike; a listing always has its selectors, a feed never.
ALTER TABLE "rss_feeds" ADD COLUMN "kind" text DEFAULT 'feed' NOT NULL;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD COLUMN "listing_selectors" jsonb;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD CONSTRAINT "rss_feeds_kind_valid" CHECK ("rss_feeds"."kind" in ('feed', 'listing'));--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD CONSTRAINT "rss_feeds_listing_selectors_by_kind" CHECK (("rss_feeds"."kind" = 'listing') = ("rss_feeds"."listing_selectors" is not null));
