/** Where the next page of a listing starts: after an article (keyset) or, for ranked search results, at a position. */
export type ListingCursor = { kind: "keyset"; publishedAt: string; id: string } | { kind: "offset"; offset: number };

const MAX_OFFSET = 10_000;

/** An opaque, URL-safe token for a cursor. */
export function encodeCursor(cursor: ListingCursor): string {
  const parts = cursor.kind === "keyset" ? ["k", cursor.publishedAt, cursor.id] : ["o", String(cursor.offset)];
  return Buffer.from(parts.join("|"), "utf8").toString("base64url");
}

/** The cursor a token stands for; a missing, tampered or out-of-range token reads as "from the start". */
export function decodeCursor(token: string | undefined): ListingCursor | null {
  if (!token || token.length > 200) return null;
  const [kind, first, second] = Buffer.from(token, "base64url").toString("utf8").split("|");
  if (kind === "k" && first && second && !Number.isNaN(Date.parse(first)) && /^[0-9a-f-]{36}$/i.test(second)) {
    return { kind: "keyset", publishedAt: first, id: second };
  }
  const offset = Number(first);
  if (kind === "o" && Number.isInteger(offset) && offset > 0 && offset <= MAX_OFFSET) return { kind: "offset", offset };
  return null;
}
