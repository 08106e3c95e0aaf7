import { canonicalUrl } from "./canonical-url.js";
import type { ParsedItem } from "./types.js";

/** The link an item stands for: its link, else a GUID that is a URL. */
export function itemLink(item: ParsedItem): string | null {
  return linkAndKey(item).link;
}

/** The item's link and its canonical URL (the dedup key), both null when it has no usable link: the key worked out once. */
export function linkAndKey(item: ParsedItem): { link: string | null; canonicalUrl: string | null } {
  const link = item.link ?? (item.guid && /^https?:\/\//i.test(item.guid) ? item.guid : null);
  const key = link && canonicalUrl(link);
  return key ? { link, canonicalUrl: key } : { link: null, canonicalUrl: null };
}
