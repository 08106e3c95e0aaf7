-- Topic pages (docs/decisions.md "Topic and publisher pages"): /tag/{slug} lists the published articles whose tags
-- or keywords read as that slug. topic_slug() is src/shared/slug.ts written in SQL, character for character: the
-- accents taken off (NFD, combining marks dropped), lower case, every run of other characters one hyphen, none at
-- either end. Both functions are immutable, so an index can hold their result; the GIN index answers "carries this
-- slug" (article_topic_slugs(...) @> array[slug]) without reading the articles that do not.
-- article_topic_slugs spells the slug out again rather than call topic_slug: an index expression is evaluated with
-- a search path of pg_catalog alone (PostgreSQL 17), where a function of ours would not be found by its bare name.
-- Its cost is what it is (~70 us a row, some 2,500 operators): priced at the default 100, the planner walked the
-- date index computing it for every article until 51 matched, 40-70 s for a rare topic at a million articles.
-- The index is not partial: the planner takes a column's statistics from an expression index only when it is
-- not partial, and without them it priced a topic in 17 % of the articles like one in 0.1 % (docs/performance.md).
CREATE FUNCTION "topic_slug"(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  select btrim(regexp_replace(lower(regexp_replace(normalize($1, NFD), '[\u0300-\u036f]', '', 'g')), '[^a-z0-9]+', '-', 'g'), '-')
$$;--> statement-breakpoint
CREATE FUNCTION "article_topic_slugs"(text[], text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 2500 AS $$
  select coalesce(array_agg(distinct slug), '{}'::text[])
  from (select btrim(regexp_replace(lower(regexp_replace(normalize(term, NFD), '[\u0300-\u036f]', '', 'g')), '[^a-z0-9]+', '-', 'g'), '-') as slug
        from unnest(coalesce($1, '{}'::text[]) || coalesce($2, '{}'::text[])) as term) as slugs
  where slug <> ''
$$;--> statement-breakpoint
CREATE INDEX "articles_topic_idx" ON "articles" USING gin (article_topic_slugs("tags", "keywords")) WITH (gin_pending_list_limit=256);
