import { COOKIE_CONSENT_MAX_AGE_DAYS, COOKIE_POLICY_VERSION } from "../../shared/constants";

/**
 * The cookie consent record kept in localStorage (docs/product.md#cookie-consent):
 * what the visitor allowed, when, under which version of the cookie policy, and
 * the random consent id the server's proof rows share. Pure: the browser's
 * storage is in cookie-consent.ts.
 */
export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  advertising: boolean;
  /** When the visitor chose, in milliseconds. */
  timestamp: number;
  /** COOKIE_POLICY_VERSION when the visitor chose. */
  version: string;
  consentId: string;
}

/** What the visitor allows beyond the technical cookies, which are always on. */
export interface CookieChoice {
  analytics: boolean;
  advertising: boolean;
}

/** How the banner can be answered. */
export type BannerAction = "accept-all" | "only-necessary" | "close";

/**
 * What each answer of the banner records. Closing it with the X refuses, as
 * "Solo Necessari" does (Garante, 10 June 2021: docs/decisions.md, "Cookie consent").
 */
export function choiceFor(action: BannerAction): CookieChoice {
  if (action === "accept-all") return { analytics: true, advertising: true };
  return { analytics: false, advertising: false };
}

const MAX_AGE_MS = COOKIE_CONSENT_MAX_AGE_DAYS * 86_400_000;
/** What the server accepts as a consent id (z.uuid: RFC 9562 versions and variant). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The stored text as an object, or null when it is missing or not JSON. */
function parse(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The stored choice while it still stands, else null: no choice, an unreadable
 * record, one made more than COOKIE_CONSENT_MAX_AGE_DAYS before `now` (or
 * dated in the future), or one made under another version of the policy all
 * count as no consent, so the banner asks again and no ad loads.
 */
export function currentConsent(raw: string | null, now: number): CookieConsent | null {
  const record = parse(raw);
  if (!record) return null;
  const { analytics, advertising, timestamp, version, consentId } = record;
  if (typeof analytics !== "boolean" || typeof advertising !== "boolean") return null;
  if (typeof timestamp !== "number" || !(timestamp <= now) || now - timestamp > MAX_AGE_MS) return null;
  if (version !== COOKIE_POLICY_VERSION || typeof consentId !== "string" || !UUID.test(consentId)) return null;
  return { necessary: true, analytics, advertising, timestamp, version, consentId };
}

/**
 * The consent id of whatever record is stored, even an outdated one, so the
 * next choice keeps it; null when there is none or it is not a UUID (the
 * server would refuse it).
 */
export function storedConsentId(raw: string | null): string | null {
  const consentId = parse(raw)?.consentId;
  return typeof consentId === "string" && UUID.test(consentId) ? consentId : null;
}

/** A random UUID (version 4). crypto.randomUUID exists only on https pages and localhost; getRandomValues everywhere. */
export function randomConsentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new record of `choice`, made at `now` under the current policy. */
export function newConsent(choice: CookieChoice, { now, consentId }: { now: number; consentId: string }): CookieConsent {
  return { necessary: true, analytics: choice.analytics, advertising: choice.advertising, timestamp: now, version: COOKIE_POLICY_VERSION, consentId };
}

/** What "Gestisci Cookie" leaves behind: no choice, so the banner shows, but the consent id, so the next choice is linked to this one. */
export function forgottenChoice(raw: string | null): string | null {
  const consentId = storedConsentId(raw);
  return consentId ? JSON.stringify({ consentId }) : null;
}
