-- Foreign news in Italian (docs/decisions.md "Foreign news in Italian"): the language detected at import
-- (ISO 639-1; null when the text was too short to tell, read as Italian), and for an article a provider
-- translated, the language it came from and the publisher's own title, kept beside the Italian one.
ALTER TABLE "articles" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "translated_from" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "original_title" text;--> statement-breakpoint
-- Per feed, what a sync does with foreign items while no provider can translate them: import them as they
-- are (the behaviour before this migration, so the default) or skip them.
ALTER TABLE "rss_feeds" ADD COLUMN "foreign_items" text DEFAULT 'import' NOT NULL;--> statement-breakpoint
ALTER TABLE "rss_feeds" ADD CONSTRAINT "rss_feeds_foreign_items_valid" CHECK ("rss_feeds"."foreign_items" in ('import', 'skip'));
