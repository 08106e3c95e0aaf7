CREATE TABLE "login_slowdowns" (
	"email" text PRIMARY KEY NOT NULL,
	"admitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" ALTER COLUMN "ip" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "device" text;--> statement-breakpoint
CREATE INDEX "login_failures_device_idx" ON "login_failures" USING btree ("device","created_at");