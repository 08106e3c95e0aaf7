CREATE SEQUENCE "public"."ai_rotation_turn" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "ai_configs" ADD COLUMN "rotation_turn" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "ai_processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "ai_confidence" double precision;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "processing_error" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "processing_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_ai_confidence_range" CHECK ("articles"."ai_confidence" is null or "articles"."ai_confidence" between 0 and 1);