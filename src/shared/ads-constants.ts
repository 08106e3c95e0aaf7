/** Ad positions, formats and formats of ids (docs/product.md#public-ads), free of zod so the public pages stay light. */

/** Where ads stand on the home page (docs/product.md#public-ads): top, after the 3rd and 6th article, bottom. */
export const HOME_AD_POSITIONS = ["top", "after-3", "after-6", "bottom"] as const;
export type HomeAdPosition = (typeof HOME_AD_POSITIONS)[number];

/** Where ads stand on an article page (docs/product.md#public-ads). */
export const ARTICLE_AD_POSITIONS = ["top", "middle", "bottom"] as const;
export type ArticleAdPosition = (typeof ARTICLE_AD_POSITIONS)[number];

/** The AdSense unit formats the screen offers (docs/product.md#google-adsense). */
export const AD_FORMATS = ["display", "in-feed", "in-article"] as const;
export type AdFormat = (typeof AD_FORMATS)[number];

/**
 * Who asks the reader before ads (docs/product.md#google-adsense): Rassegna's own banner, with non-personalised
 * ads only, or Google's certified consent message (Privacy & messaging, IAB TCF), loaded while ads are on.
 */
export const ADS_CONSENT_MODES = ["own_banner", "google_cmp"] as const;
export type AdsConsentMode = (typeof ADS_CONSENT_MODES)[number];

/** An AdSense publisher id as Google shows it: "ca-pub-" and the account's digits (16 today). */
export const PUBLISHER_ID_PATTERN = /^ca-pub-\d{10,20}$/;
/** An ad unit's slot id: digits only (10 today). */
export const SLOT_ID_PATTERN = /^\d{1,20}$/;

/** The AdSense script URL for a publisher: one script serves every unit of the page. */
export function adsenseScriptUrl(publisherId: string): string {
  return `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(publisherId)}`;
}
