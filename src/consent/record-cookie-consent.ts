import type { Database } from "../db/database.js";
import { cookieConsents } from "../db/schema/index.js";
import type { RecordCookieConsentInput } from "../shared/cookie-consents.js";

/**
 * Stores one choice of the cookie banner as proof of consent
 * (docs/product.md#cookie-consent): a new row every time, even for a consent
 * id already seen, so each change of mind keeps its own date. The time is
 * the server's; nothing about the visitor but the browser's random id.
 */
export async function recordCookieConsent({ db, input }: { db: Database; input: RecordCookieConsentInput }): Promise<void> {
  await db.insert(cookieConsents).values({
    consent_id: input.consent_id,
    analytics: input.analytics,
    advertising: input.advertising,
    policy_version: input.policy_version,
  });
}
