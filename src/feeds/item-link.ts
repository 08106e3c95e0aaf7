import { canonicalUrl } from "./canonical-url.js";
import type { ParsedItem } from "./types.js";

/** The link an item stands for: its link, else a GUID that is a URL. */
export function itemLink(item: ParsedItem): string | null {
  const link = item.link ?? (item.guid && /^https?:\/\//i.test(item.guid) ? item.guid : null);
  return link && canonicalUrl(link) ? link : null;
}
