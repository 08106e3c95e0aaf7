/**
 * Query parameters that only track the click (campaign, referrer, share
 * button, ad click id), never select the content. Migration 0022 holds a copy
 * for the keys stored before it: a name added here needs a migration too.
 */
const TRACKING_PARAMETERS = new RegExp(
  "^(utm_.*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|twclid|ttclid|li_fat_id|mc_cid|mc_eid|igshid|_hsenc|_hsmi" +
    "|ref|ref_src|ref_url|at_medium|at_campaign|xtor|cmpid|icid|ito|ocid|s_cid|wt\\.mc_id|__twitter_impression|spm|share" +
    "|fb_ref|fb_source|fb_action_ids|fb_action_types|_ga|_gl|mkt_tok|oly_anon_id|oly_enc_id|vero_id|rb_clickid" +
    "|ns_campaign|ns_mchannel|ns_source|ns_linkname|ns_fee)$",
  "i",
);

/**
 * The end of a path that names no page of its own: trailing slashes and the
 * directory index servers answer the directory with. Repeated, so the key of
 * a key is the key itself ("/a/index.html/" and "/a" alike give "/a").
 */
const INDEX_PAGE_AND_SLASHES = /(?:\/(?:index\.(?:html?|php)|default\.aspx?)?)+$/;

/**
 * The key two links to the same article share: no fragment, no tracking
 * parameters, lower-case host without "www." or default port, https, sorted
 * query, and a lower-case path without index page or trailing slash. It is a
 * dedup key only; the article keeps its original link.
 * Returns null for anything that is not an http(s) URL.
 */
export function canonicalUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.protocol = "https:";
  url.hash = "";
  url.username = "";
  url.password = "";
  url.hostname = url.hostname.toLowerCase().replace(/\.$/, "").replace(/^www\./, "");
  if (url.port === "80" || url.port === "443") url.port = "";
  const kept = [...url.searchParams].filter(([name]) => !TRACKING_PARAMETERS.test(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams(kept).toString();
  // Folding the path's case is safe for a key that is only compared, never fetched or shown: it can
  // only join links, and publishers mint a path in one case, so one path in two cases is one page
  // (a case-blind server, a hand-typed link) or a 404. Two articles whose paths differ in case alone
  // (case-sensitive short codes) would cost one import; not folding brings a deleted article back.
  // The query keeps its case: its ids and tokens select content. The serialised path is ASCII (the
  // parser percent-encodes the rest), so lower-casing it is locale-free, as in migration 0022.
  const path = url.pathname.toLowerCase().replace(INDEX_PAGE_AND_SLASHES, "") || "/";
  return `${url.origin}${path}${url.search}`;
}
