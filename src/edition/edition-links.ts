import { createHmac, timingSafeEqual } from "node:crypto";
import { siteOrigin } from "../seo/site-pages.js";

/*
 * The links of the edition's e-mails (docs/decisions.md, "The daily edition"): "<subscriber id>.<HMAC>", the HMAC
 * under a key derived from the app secret, over what the link is for, the subscriber's id and address, and for a
 * confirmation the time the address was given. Nothing is stored: a removed subscriber's links match no row, and a
 * new subscription of the same address has a new id, so old links never act on it.
 */

type Purpose = "confirm" | "unsubscribe";

/** The key of the edition's links, derived from the app secret so it never signs anything else. */
export function editionLinkKey(appSecret: Uint8Array): Buffer {
  return createHmac("sha256", appSecret).update("rassegna:edition-links").digest();
}

function mac(key: Buffer, purpose: Purpose, subscriber: { id: string; email: string; created_at?: Date }): string {
  const parts = [purpose, subscriber.id, subscriber.email, purpose === "confirm" ? String(subscriber.created_at?.getTime()) : ""];
  return createHmac("sha256", key).update(parts.join("\n")).digest("base64url");
}

/** A link's token for this subscriber. */
export function linkToken(key: Buffer, purpose: Purpose, subscriber: { id: string; email: string; created_at?: Date }): string {
  return `${subscriber.id}.${mac(key, purpose, subscriber)}`;
}

/** The subscriber id a token names, before it is checked; null when it is not shaped as one. */
export function tokenSubscriberId(token: string): string | null {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? match[1]! : null;
}

/** Whether the token was made for this subscriber and purpose (compared in constant time). */
export function tokenMatches(key: Buffer, purpose: Purpose, token: string, subscriber: { id: string; email: string; created_at?: Date }): boolean {
  const expected = Buffer.from(linkToken(key, purpose, subscriber));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The page where the reader confirms (a button, so a mail scanner's visit confirms nothing). */
export function confirmUrl(publicUrl: string, token: string): string {
  return `${siteOrigin(publicUrl)}/edizione/conferma?token=${encodeURIComponent(token)}`;
}

/** The List-Unsubscribe address: a POST unsubscribes at once (RFC 8058), a GET shows the page with the button. */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${siteOrigin(publicUrl)}/api/edition/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** An edition's page. */
export function editionUrl(publicUrl: string, key: string): string {
  return `${siteOrigin(publicUrl)}/edizione/${key}`;
}
