import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** The httpOnly cookie that marks a browser which has signed in to an account before. */
export const DEVICE_COOKIE = "rassegna_device";
/** A device stays known for a year after its last successful sign-in. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;

const NONCE = /^[A-Za-z0-9_-]{22}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

// The account is bound by the MAC, not written in the cookie: the value is `nonce.mac`,
// and a cookie signed for another e-mail simply fails to verify.
function sign(secret: Uint8Array, email: string, nonce: string): Buffer {
  return createHmac("sha256", secret).update(`rassegna-device-v1\0${email}\0${nonce}`).digest();
}

/** A new device cookie value for a normalized e-mail (OWASP device cookies, docs/decisions/003-auth-design.md). */
export function issueDeviceCookie(secret: Uint8Array, email: string): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${nonce}.${sign(secret, email, nonce).toString("base64url")}`;
}

/**
 * The device id (its nonce) when `value` is a device cookie this server signed
 * for `email`; undefined for anything else, without touching the database.
 */
export function verifyDeviceCookie(secret: Uint8Array, email: string, value: string | undefined): string | undefined {
  const [nonce, mac, extra] = (value ?? "").split(".");
  if (!nonce || !mac || extra !== undefined || !NONCE.test(nonce) || !MAC.test(mac)) return undefined;
  const presented = Buffer.from(mac, "base64url");
  const expected = sign(secret, email, nonce);
  return presented.length === expected.length && timingSafeEqual(presented, expected) ? nonce : undefined;
}
