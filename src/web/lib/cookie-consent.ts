import { useSyncExternalStore } from "react";
import { COOKIE_CONSENT_KEY } from "../../shared/constants";
import {
  currentConsent,
  forgottenChoice,
  newConsent,
  randomConsentId,
  storedConsentId,
  type CookieChoice,
  type CookieConsent,
} from "./cookie-consent-record";

export type { CookieConsent } from "./cookie-consent-record";

/** Fired on window when the visitor saves a choice, so ads can load without a reload. */
export const CONSENT_EVENT = "cookie-consent-change";

/** A choice the browser refused to store (storage switched off or full): it holds for this page only. */
let unstoredText: string | null = null;

function storedText(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) ?? unstoredText;
  } catch {
    return unstoredText;
  }
}

/**
 * The stored choice while it stands (docs/product.md#cookie-consent), or null:
 * none, unreadable, older than six months or made under another version of
 * the cookie policy all count as no consent.
 */
export function readCookieConsent(): CookieConsent | null {
  return currentConsent(storedText(), Date.now());
}

/**
 * Stores a choice under the current policy version, keeping the consent id
 * of any earlier record of this browser; necessary cookies are always on.
 */
export function saveCookieConsent(choice: CookieChoice): CookieConsent {
  const consent = newConsent(choice, { now: Date.now(), consentId: storedConsentId(storedText()) ?? randomConsentId() });
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
  } catch {
    // The banner closes all the same, and asks again on the next page load.
    unstoredText = JSON.stringify(consent);
  }
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: consent }));
  return consent;
}

/** Forgets the choice, so the banner shows again; the consent id stays, so the next choice is linked to this one. */
export function clearCookieConsent(): void {
  const kept = forgottenChoice(storedText());
  unstoredText = null;
  try {
    if (kept) window.localStorage.setItem(COOKIE_CONSENT_KEY, kept);
    else window.localStorage.removeItem(COOKIE_CONSENT_KEY);
  } catch {
    // Storage switched off: there was nothing to forget.
  }
}

/** Calls onChange whenever the stored choice changes, in this tab (banner) or another (storage event). */
export function subscribeToCookieConsent(onChange: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CONSENT_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/**
 * Whether a standing choice is stored, kept in sync with other tabs. The server
 * render answers true: only the browser knows, and the banner must not flash.
 */
export function useHasCookieConsent(): boolean {
  return useSyncExternalStore(subscribeToCookieConsent, () => readCookieConsent() !== null, () => true);
}
