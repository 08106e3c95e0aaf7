/** Query parameters that only track the click, never select the content. */
const TRACKING_PARAMETERS = /^(utm_.*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|mc_cid|mc_eid|igshid|_hsenc|_hsmi)$/i;

/**
 * The key two links to the same article share: no fragment, no tracking
 * parameters, lower-case host without "www." or default port, https, sorted
 * query. It is a dedup key only; the article keeps its original link.
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
  return url.toString();
}
