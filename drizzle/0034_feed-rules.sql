-- Rules applied at sync before anything is stored (docs/product.md#regole, docs/decisions.md "Rules"): drop or keep
-- the items that match, or give them a category. A rule with no feed applies to every feed; a feed's own rules go
-- with it. Rules apply in position order, lowest first. The checks repeat src/shared/feed-rules.ts's lists; a
-- set_category rule, and only it, names a category.
CREATE TABLE "feed_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid,
	"position" integer NOT NULL,
	"action" text NOT NULL,
	"field" text NOT NULL,
	"match_kind" text NOT NULL,
	"pattern" text NOT NULL,
	"category" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_rules_action_valid" CHECK ("feed_rules"."action" in ('drop', 'keep', 'set_category')),
	CONSTRAINT "feed_rules_field_valid" CHECK ("feed_rules"."field" in ('title', 'summary', 'link', 'source', 'category')),
	CONSTRAINT "feed_rules_match_kind_valid" CHECK ("feed_rules"."match_kind" in ('words', 'phrase', 'regex')),
	CONSTRAINT "feed_rules_category_valid" CHECK (("feed_rules"."action" = 'set_category') = ("feed_rules"."category" is not null) and ("feed_rules"."category" is null or "feed_rules"."category" in ('tecnologia', 'politica', 'economia', 'sport', 'salute', 'scienza', 'cultura', 'cronaca', 'ambiente', 'internazionale', 'intrattenimento', 'viaggi', 'altro')))
);
--> statement-breakpoint
-- The category a set-category rule gave at import: enrichment publishes it instead of its own. Null on every
-- existing row, so the check below reads the table once and rejects nothing.
ALTER TABLE "articles" ADD COLUMN "rule_category" text;--> statement-breakpoint
ALTER TABLE "feed_rules" ADD CONSTRAINT "feed_rules_feed_id_rss_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."rss_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_rules_position_idx" ON "feed_rules" USING btree ("position");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_rule_category_valid" CHECK ("articles"."rule_category" is null or "articles"."rule_category" in ('tecnologia', 'politica', 'economia', 'sport', 'salute', 'scienza', 'cultura', 'cronaca', 'ambiente', 'internazionale', 'intrattenimento', 'viaggi', 'altro'));
