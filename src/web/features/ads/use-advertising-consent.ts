import { useSyncExternalStore } from "react";
import { CONSENT_EVENT, readCookieConsent } from "../../lib/cookie-consent";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CONSENT_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/**
 * Whether the stored consent allows advertising cookies, following the
 * banner's choices and other tabs. The server render answers false.
 */
export function useAdvertisingConsent(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readCookieConsent()?.advertising === true,
    () => false,
  );
}
