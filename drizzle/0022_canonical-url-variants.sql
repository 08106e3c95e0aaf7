-- Canonical URLs now also fold trailing slashes, index pages, more tracking parameters and the
-- path's case (src/feeds/canonical-url.ts). The keys stored before are re-keyed the same way, or
-- the next sync would import again what is stored, or was deleted, under the old key.
-- A stored key is already canonical by the old rules (https, lower-case host, sorted form-encoded
-- query), so only the new rules are applied, and src/feeds/canonical-url-migration.test.ts proves that this
-- gives canonicalUrl's key on both engines. The function is dropped at the end.
CREATE FUNCTION canonical_url_0022(url text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT coalesce(
    parts[1]
      -- translate, not lower: ASCII only (the path is percent-encoded ASCII) whatever the locale.
      || coalesce(nullif(regexp_replace(translate(parts[2], 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'),
                                        '(/(index\.(html?|php)|default\.aspx?)?)+$', ''), ''), '/')
      || coalesce('?' || (
           SELECT string_agg(pair, '&' ORDER BY n)
           FROM unnest(string_to_array(parts[3], '&')) WITH ORDINALITY AS q(pair, n)
           WHERE split_part(pair, '=', 1) !~* ('^(utm_.*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|twclid|ttclid|li_fat_id|mc_cid|mc_eid|igshid|_hsenc|_hsmi'
             || '|ref|ref_src|ref_url|at_medium|at_campaign|xtor|cmpid|icid|ito|ocid|s_cid|wt\.mc_id|__twitter_impression|spm|share'
             || '|fb_ref|fb_source|fb_action_ids|fb_action_types|_ga|_gl|mkt_tok|oly_anon_id|oly_enc_id|vero_id|rb_clickid'
             || '|ns_campaign|ns_mchannel|ns_source|ns_linkname|ns_fee)$')
         ), ''),
    url)
  FROM regexp_match(url, '^(https://[^/?#]*)([^?#]*)(?:\?([^#]*))?$') AS parts
$$;--> statement-breakpoint
-- Tombstones: of those that now share a key, the one already holding it (else the first deleted)
-- takes it; the others keep theirs, which no link gives any more, so they still stop their
-- feed's GUID and are pruned as before. No tombstone is lost.
WITH keyed AS (
  SELECT canonical_url AS old_key, canonical_url_0022(canonical_url) AS new_key, deleted_at FROM article_tombstones
), ranked AS (
  SELECT old_key, new_key, row_number() OVER (PARTITION BY new_key ORDER BY old_key = new_key DESC, deleted_at, old_key) AS rank FROM keyed
)
UPDATE article_tombstones t SET canonical_url = r.new_key
FROM ranked r
WHERE t.canonical_url = r.old_key AND r.rank = 1 AND r.old_key <> r.new_key;--> statement-breakpoint
-- Articles that now share a key are copies of one article (the unique index let them in only
-- because their links differed). One keeps the key: a published one if any (ai_processed and
-- completed, the publishing rule), the one already holding the key first, else the first imported.
-- Unpublished copies are deleted: no reader has seen them, and they would be published as
-- duplicates. Published copies stay as they are, under their old key (which no link gives any
-- more): the migration takes nothing away from readers; an admin can delete one. An article
-- sharing its key with a tombstone stays too (an admin may have deleted one of two copies).
WITH keyed AS (
  SELECT id, canonical_url AS old_key, canonical_url_0022(canonical_url) AS new_key,
         ai_processed AND processing_status = 'completed' AS public, imported_at
  FROM articles
), ranked AS (
  SELECT id, public,
         row_number() OVER (PARTITION BY new_key ORDER BY public DESC, old_key = new_key DESC, imported_at, id) AS rank
  FROM keyed
)
DELETE FROM articles a USING ranked r WHERE a.id = r.id AND r.rank > 1 AND NOT r.public;--> statement-breakpoint
WITH keyed AS (
  SELECT id, canonical_url AS old_key, canonical_url_0022(canonical_url) AS new_key,
         ai_processed AND processing_status = 'completed' AS public, imported_at
  FROM articles
), ranked AS (
  SELECT id, old_key, new_key,
         row_number() OVER (PARTITION BY new_key ORDER BY public DESC, old_key = new_key DESC, imported_at, id) AS rank
  FROM keyed
)
UPDATE articles a SET canonical_url = r.new_key
FROM ranked r
WHERE a.id = r.id AND r.rank = 1 AND r.old_key <> r.new_key;--> statement-breakpoint
DROP FUNCTION canonical_url_0022(text);
