import { useSyncExternalStore } from "react";
import { COOKIE_CONSENT_KEY } from "../../shared/constants";

/** The cookie consent record (docs/product.md#cookie-consent) kept in localStorage. */
export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  advertising: boolean;
  timestamp: number;
}

/** Fired on window when the visitor saves a choice, so ads can load without a reload. */
export const CONSENT_EVENT = "cookie-consent-change";

/** The stored choice, or null when there is none or it is unreadable. */
export function readCookieConsent(): CookieConsent | null {
  try {
    const raw = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CookieConsent>;
    if (typeof parsed.analytics !== "boolean" || typeof parsed.advertising !== "boolean") return null;
    return { necessary: true, analytics: parsed.analytics, advertising: parsed.advertising, timestamp: Number(parsed.timestamp) };
  } catch {
    return null;
  }
}

/** Stores a choice; necessary cookies are always on. */
export function saveCookieConsent(choice: { analytics: boolean; advertising: boolean }): CookieConsent {
  const consent: CookieConsent = { necessary: true, ...choice, timestamp: Date.now() };
  window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: consent }));
  return consent;
}

/** Forgets the choice, so the banner shows again. */
export function clearCookieConsent(): void {
  window.localStorage.removeItem(COOKIE_CONSENT_KEY);
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
 * Whether a choice is stored, kept in sync with other tabs. The server render
 * answers true: only the browser knows, and the banner must not flash.
 */
export function useHasCookieConsent(): boolean {
  return useSyncExternalStore(subscribeToCookieConsent, () => readCookieConsent() !== null, () => true);
}
