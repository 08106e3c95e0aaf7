-- When an administrator saved an article from the dashboard, taking editorial responsibility for its
-- machine-written summary: the site then shows it as "rivisto dalla redazione" instead of labelling it as
-- written automatically (docs/decisions.md, "Machine-written text"). A new enrichment clears it.
ALTER TABLE "articles" ADD COLUMN "summary_reviewed_at" timestamp with time zone;
