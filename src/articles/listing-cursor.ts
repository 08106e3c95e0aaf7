import { createHmac, timingSafeEqual } from "node:crypto";
import { ValidationError } from "../platform/errors.js";

/**
 * Where the next page of a listing starts: after an article (keyset, the plain
 * and category listings) or, for search results, at a position inside one of
 * the search's tiers (search-listing.ts). The plain home listing's keyset also
 * carries the lead story its first page showed, which later pages leave out.
 */
export type ListingCursor = { kind: "keyset"; publishedAt: string; id: string; leadStory?: string } | { kind: "search"; tier: number; skip: number };

/** The listing a cursor continues: the normalized search and the category it was made for. */
export interface ListingScope {
  search: string | undefined;
  category: string | undefined;
}

/** Deeper than anyone pages by hand; keeps OFFSET cheap. A search listing ends there. */
export const MAX_SEARCH_SKIP = 10_000;
const SEARCH_TIERS = 3;
/** 128 bits of HMAC-SHA256, base64url. */
const MAC_LENGTH = 22;
const MAX_TOKEN_LENGTH = 200;
/** What toISOString writes, years 1-9999: PostgreSQL takes no year 0, and a longer year is not ours. */
const ISO_INSTANT = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The key that signs cursors, derived from the app secret so it is the same on every server instance. */
export function deriveCursorKey(appSecret: Uint8Array): Buffer {
  return createHmac("sha256", appSecret).update("rassegna listing cursor v1").digest();
}

function mac(key: Uint8Array, scope: ListingScope, payload: string): string {
  return createHmac("sha256", key)
    .update(JSON.stringify([scope.search ?? "", scope.category ?? "", payload]))
    .digest("base64url")
    .slice(0, MAC_LENGTH);
}

/**
 * An opaque, URL-safe token for a cursor, signed for its listing: a visitor
 * can neither forge a position (the substring tier, a deep offset of any
 * search) nor carry a cursor over to another search or category.
 */
export function encodeCursor(cursor: ListingCursor, key: Uint8Array, scope: ListingScope): string {
  const parts = cursor.kind === "keyset" ? ["k", cursor.publishedAt, cursor.id, ...(cursor.leadStory ? [cursor.leadStory] : [])] : ["s", String(cursor.tier), String(cursor.skip)];
  const payload = Buffer.from(parts.join("|"), "utf8").toString("base64url");
  return `${payload}.${mac(key, scope, payload)}`;
}

/**
 * The cursor a token stands for, or null when there is none. A token that is
 * not one this listing issued (forged, tampered, made for another search or
 * category, or naming a date or id PostgreSQL would refuse) is a
 * ValidationError: the API answers 400 rather than a silent first page.
 */
export function decodeCursor(token: string | undefined, key: Uint8Array, scope: ListingScope): ListingCursor | null {
  if (token === undefined || token === "") return null;
  const cursor = token.length <= MAX_TOKEN_LENGTH ? readSigned(token, key, scope) : null;
  // A search pages by position, every other listing by keyset.
  if (!cursor || cursor.kind !== (scope.search ? "search" : "keyset")) throw new ValidationError("cursor is not a page of this listing: start again from the first page", "invalid_cursor");
  return cursor;
}

function readSigned(token: string, key: Uint8Array, scope: ListingScope): ListingCursor | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(key, scope, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return parsePayload(Buffer.from(payload, "base64url").toString("utf8"));
}

/** Only what PostgreSQL accepts: an instant that round-trips through Date (no 30 February), a real uuid, tiers and skips in range. */
function parsePayload(text: string): ListingCursor | null {
  const [kind, first = "", second = "", third, extra] = text.split("|");
  if (extra !== undefined) return null;
  if (kind === "k") {
    const valid = ISO_INSTANT.test(first) && new Date(first).toISOString() === first && UUID.test(second) && (third === undefined || UUID.test(third));
    return valid ? { kind: "keyset", publishedAt: first, id: second, ...(third ? { leadStory: third } : {}) } : null;
  }
  if (third !== undefined) return null;
  const tier = Number(first);
  const skip = Number(second);
  const valid = /^\d+$/.test(first) && /^\d+$/.test(second) && tier < SEARCH_TIERS && skip <= MAX_SEARCH_SKIP;
  return kind === "s" && valid ? { kind: "search", tier, skip } : null;
}
