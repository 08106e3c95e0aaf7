import { describe, expect, it } from "vitest";
import { recordCookieConsentSchema } from "../../shared/cookie-consents";
import { COOKIE_CONSENT_MAX_AGE_DAYS, COOKIE_POLICY_VERSION } from "../../shared/constants";
import {
  choiceFor,
  currentConsent,
  forgottenChoice,
  newConsent,
  randomConsentId,
  storedConsentId,
  type CookieConsent,
} from "./cookie-consent-record";
import { consentProof } from "./send-cookie-consent";

const NOW = Date.parse("2026-12-10T10:00:00Z");
const DAY = 86_400_000;
const CONSENT_ID = "3f9a1c2e-7b4d-4e8f-9a6b-1c2d3e4f5a6b";
const stored = (record: Partial<CookieConsent> & Record<string, unknown>) =>
  JSON.stringify({ necessary: true, analytics: true, advertising: true, timestamp: NOW - DAY, version: COOKIE_POLICY_VERSION, consentId: CONSENT_ID, ...record });

describe("what the banner's answers record", () => {
  it("the close X refuses exactly as Solo Necessari does", () => {
    expect(choiceFor("close")).toEqual(choiceFor("only-necessary"));
    expect(choiceFor("close")).toEqual({ analytics: false, advertising: false });
    const closed = newConsent(choiceFor("close"), { now: NOW, consentId: CONSENT_ID });
    expect(closed).toEqual({ necessary: true, analytics: false, advertising: false, timestamp: NOW, version: COOKIE_POLICY_VERSION, consentId: CONSENT_ID });
    expect(consentProof(closed)).toEqual({ consent_id: CONSENT_ID, analytics: false, advertising: false, policy_version: COOKIE_POLICY_VERSION });
  });

  it("Accetta Tutti allows both categories", () => {
    expect(choiceFor("accept-all")).toEqual({ analytics: true, advertising: true });
  });
});

describe("a stored choice stands for six months under the same policy", () => {
  it.each([
    ["made a day ago", stored({}), true],
    ["made just now", stored({ timestamp: NOW }), true],
    [`made ${COOKIE_CONSENT_MAX_AGE_DAYS} days ago to the millisecond`, stored({ timestamp: NOW - COOKIE_CONSENT_MAX_AGE_DAYS * DAY }), true],
    [`made ${COOKIE_CONSENT_MAX_AGE_DAYS} days and a second ago`, stored({ timestamp: NOW - COOKIE_CONSENT_MAX_AGE_DAYS * DAY - 1_000 }), false],
    ["made a year ago", stored({ timestamp: NOW - 365 * DAY }), false],
    ["dated in the future", stored({ timestamp: NOW + DAY }), false],
    ["under an earlier policy", stored({ version: "2026-01-15" }), false],
    ["from before versions existed", JSON.stringify({ necessary: true, analytics: true, advertising: true, timestamp: NOW - DAY }), false],
    ["without a consent id", stored({ consentId: undefined }), false],
    ["with a consent id that is not a UUID", stored({ consentId: "abc" }), false],
    ["with a timestamp as text", stored({ timestamp: String(NOW - DAY) as unknown as number }), false],
    ["with advertising as text", stored({ advertising: "true" as unknown as boolean }), false],
    ["not JSON", "{", false],
    ["JSON but no object", "42", false],
    ["missing", null, false],
  ])("%s: %s", (_label, raw, stands) => {
    expect(currentConsent(raw, NOW) !== null).toBe(stands);
  });

  it("answers the record as stored while it stands", () => {
    expect(currentConsent(stored({ analytics: false }), NOW)).toEqual({
      necessary: true,
      analytics: false,
      advertising: true,
      timestamp: NOW - DAY,
      version: COOKIE_POLICY_VERSION,
      consentId: CONSENT_ID,
    });
  });

  it("gives no advertising consent once outdated, whatever the record says", () => {
    expect(currentConsent(stored({ timestamp: NOW - 200 * DAY }), NOW)?.advertising).toBeUndefined();
    expect(currentConsent(stored({ version: "2025-06-01" }), NOW)?.advertising).toBeUndefined();
  });
});

describe("the consent id", () => {
  it("outlives the choice: an outdated record and Gestisci Cookie both keep it for the next choice", () => {
    expect(storedConsentId(stored({ timestamp: NOW - 400 * DAY, version: "2025-01-01" }))).toBe(CONSENT_ID);
    const forgotten = forgottenChoice(stored({}));
    expect(forgotten && JSON.parse(forgotten)).toEqual({ consentId: CONSENT_ID });
    expect(currentConsent(forgotten, NOW)).toBeNull();
    expect(storedConsentId(forgotten)).toBe(CONSENT_ID);
  });

  it("is not taken from a record that holds none, or no UUID", () => {
    expect(storedConsentId(null)).toBeNull();
    expect(storedConsentId("{")).toBeNull();
    expect(storedConsentId(stored({ consentId: "1; drop table" }))).toBeNull();
    expect(forgottenChoice(stored({ consentId: undefined }))).toBeNull();
  });

  it("is made at random, in the form the server accepts", () => {
    const ids = new Set(Array.from({ length: 100 }, () => randomConsentId()));
    expect(ids.size).toBe(100);
    for (const id of ids) {
      expect(storedConsentId(JSON.stringify({ consentId: id }))).toBe(id);
      expect(recordCookieConsentSchema.safeParse({ consent_id: id, analytics: false, advertising: false, policy_version: COOKIE_POLICY_VERSION }).success).toBe(true);
    }
  });
});
