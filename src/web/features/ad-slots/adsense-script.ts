import { adsenseScriptUrl } from "../../../shared/ads-constants";

let injected = false;

/**
 * Adds the AdSense loader to the page, once whatever the number of slots and
 * however often consent flips. The CSP's 'strict-dynamic' trusts a script the
 * page's own code adds (older browsers match the ad hosts, named while ads are
 * on); the page's nonce is copied too, which every CSP level accepts.
 * `nonPersonalized` asks AdSense for non-personalised ads before any request
 * (`requestNonPersonalizedAds`): our banner is not a certified consent
 * platform, so that is all that may serve in the EEA (docs/decisions.md,
 * "Ads that may serve in the EEA").
 */
export function ensureAdsenseScript(publisherId: string, options: { nonPersonalized: boolean }): void {
  if (options.nonPersonalized) (window.adsbygoogle = window.adsbygoogle || []).requestNonPersonalizedAds = 1;
  if (injected || document.querySelector('script[src*="/pagead/js/adsbygoogle.js"]')) {
    injected = true;
    return;
  }
  injected = true;
  const script = document.createElement("script");
  script.async = true;
  script.src = adsenseScriptUrl(publisherId);
  script.crossOrigin = "anonymous";
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

declare global {
  interface Window {
    adsbygoogle?: Array<Record<string, unknown>> & { requestNonPersonalizedAds?: 0 | 1 };
  }
}

/** Asks AdSense to fill the next empty <ins class="adsbygoogle"> (queued until the loader arrives). */
export function requestAdFill(): void {
  (window.adsbygoogle = window.adsbygoogle || []).push({});
}
