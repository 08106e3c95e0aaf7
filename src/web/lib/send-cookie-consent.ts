import type { RecordCookieConsentInput } from "../../shared/cookie-consents";
import type { CookieConsent } from "./cookie-consent-record";

/** The body POST /api/cookie-consents reads: the proof row, nothing about the visitor. */
export function consentProof(consent: CookieConsent): RecordCookieConsentInput {
  return { consent_id: consent.consentId, analytics: consent.analytics, advertising: consent.advertising, policy_version: consent.version };
}

/**
 * Records the choice on the server as proof of consent (docs/product.md#cookie-consent),
 * in the background: the banner has closed already, `keepalive` lets the request
 * outlive a page the visitor leaves at once, and a failure changes nothing on the
 * page (the choice is stored in the browser either way).
 */
export function sendCookieConsent(consent: CookieConsent): void {
  try {
    fetch("/api/cookie-consents", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(consentProof(consent)),
      keepalive: true,
      credentials: "omit",
    }).catch((error: unknown) => {
      console.warn("Registrazione del consenso sui cookie non riuscita", error);
    });
  } catch (error) {
    // A fetch that throws before sending (an old browser refusing keepalive) is no reason to break the banner.
    console.warn("Registrazione del consenso sui cookie non riuscita", error);
  }
}
