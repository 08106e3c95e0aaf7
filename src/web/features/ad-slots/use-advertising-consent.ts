import { useSyncExternalStore } from "react";
import { readCookieConsent, subscribeToCookieConsent } from "../../lib/cookie-consent";

/**
 * Whether the stored consent allows advertising cookies, following the
 * banner's choices and other tabs. The server render answers false.
 */
export function useAdvertisingConsent(): boolean {
  return useSyncExternalStore(
    subscribeToCookieConsent,
    () => readCookieConsent()?.advertising === true,
    () => false,
  );
}
