CREATE TABLE "article_tombstones" (
	"canonical_url" text PRIMARY KEY NOT NULL,
	"feed_id" uuid,
	"guid" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "article_tombstones_feed_guid_idx" ON "article_tombstones" USING btree ("feed_id","guid") WHERE "article_tombstones"."guid" is not null;--> statement-breakpoint
CREATE INDEX "article_tombstones_last_seen_idx" ON "article_tombstones" USING btree ("last_seen_at");