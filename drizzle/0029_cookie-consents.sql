-- The cookie banner's choices, kept on the server as proof of consent (docs/product.md#cookie-consent,
-- docs/decisions.md, "Cookie consent"): one row per choice, under the random consent id the browser keeps, so a
-- change of mind from the same browser is a new row with the same consent id. No address and no user agent:
-- the proof needs neither. The worker removes rows past 12 months (6 of validity, 6 more to prove it).
CREATE TABLE "cookie_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consent_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"analytics" boolean NOT NULL,
	"advertising" boolean NOT NULL,
	"policy_version" text NOT NULL
);
--> statement-breakpoint
-- Newest first, as the dashboard pages them, counts the last 30 days, the CSV export reads them and the retention
-- run finds the old ones (the order of the index, so no sort).
CREATE INDEX "cookie_consents_created_at_idx" ON "cookie_consents" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Every choice of one browser, when a visitor asks what was recorded for them.
CREATE INDEX "cookie_consents_consent_id_idx" ON "cookie_consents" USING btree ("consent_id");
