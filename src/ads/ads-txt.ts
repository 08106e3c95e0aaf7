import { PUBLISHER_ID_PATTERN } from "../shared/ads.js";

/** Google's certification authority id, the same for every AdSense publisher. */
const GOOGLE_TAG_ID = "f08c47fec0942fa0";

/**
 * The /ads.txt line authorising Google to sell this site's inventory, or null
 * without a valid publisher id. Served even while ads are off: AdSense checks
 * it while reviewing the site, before any ad runs.
 */
export function adsTxt(publisherId: string): string | null {
  if (!PUBLISHER_ID_PATTERN.test(publisherId)) return null;
  return `google.com, ${publisherId.replace(/^ca-/, "")}, DIRECT, ${GOOGLE_TAG_ID}\n`;
}
