import { useEffect, useSyncExternalStore } from "react";
import { adsConfigSnapshot, requestAdsConfig, serverAdsConfigSnapshot, subscribeAdsConfig } from "./ads-config-store";

/**
 * Whether Google's certified consent message asks the reader about ads (ads on, "google_cmp",
 * docs/product.md#google-adsense): then the cookie banner leaves advertising to it instead of asking twice.
 * False on the server and until the configuration (our own origin) has arrived.
 */
export function useGoogleConsentMessage(): boolean {
  const config = useSyncExternalStore(subscribeAdsConfig, adsConfigSnapshot, serverAdsConfigSnapshot);
  useEffect(() => {
    requestAdsConfig();
  }, []);
  return config?.enabled === true && config.consent_mode === "google_cmp";
}
