/**
 * Where the next page of a listing starts: after an article (keyset, the plain
 * and category listings) or, for search results, at a position inside one of
 * the search's tiers (search-listing.ts).
 */
export type ListingCursor = { kind: "keyset"; publishedAt: string; id: string } | { kind: "search"; tier: number; skip: number };

/** Deeper than anyone pages by hand; keeps OFFSET cheap. */
const MAX_SKIP = 10_000;
const SEARCH_TIERS = 3;

/** An opaque, URL-safe token for a cursor. */
export function encodeCursor(cursor: ListingCursor): string {
  const parts = cursor.kind === "keyset" ? ["k", cursor.publishedAt, cursor.id] : ["s", String(cursor.tier), String(cursor.skip)];
  return Buffer.from(parts.join("|"), "utf8").toString("base64url");
}

/** The cursor a token stands for; a missing, tampered or out-of-range token reads as "from the start". */
export function decodeCursor(token: string | undefined): ListingCursor | null {
  if (!token || token.length > 200) return null;
  const [kind, first, second] = Buffer.from(token, "base64url").toString("utf8").split("|");
  if (kind === "k" && first && second && !Number.isNaN(Date.parse(first)) && /^[0-9a-f-]{36}$/i.test(second)) {
    return { kind: "keyset", publishedAt: first, id: second };
  }
  const tier = Number(first);
  const skip = Number(second);
  if (kind === "s" && Number.isInteger(tier) && tier >= 0 && tier < SEARCH_TIERS && Number.isInteger(skip) && skip >= 0 && skip <= MAX_SKIP) {
    return { kind: "search", tier, skip };
  }
  return null;
}
