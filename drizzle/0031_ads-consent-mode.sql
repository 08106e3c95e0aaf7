-- Who asks the reader before ads (docs/product.md#google-adsense, docs/decisions.md "Ads that may serve in the EEA"):
-- 'own_banner', Rassegna's banner with non-personalised ads only (the default, what the site did so far), or
-- 'google_cmp', Google's certified consent message (AdSense Privacy & messaging), loaded while ads are on.
ALTER TABLE "adsense_config" ADD COLUMN "consent_mode" text DEFAULT 'own_banner' NOT NULL;--> statement-breakpoint
ALTER TABLE "adsense_config" ADD CONSTRAINT "adsense_config_consent_mode_valid" CHECK ("adsense_config"."consent_mode" in ('own_banner', 'google_cmp'));
