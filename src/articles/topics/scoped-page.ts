import { sql, type SQL } from "drizzle-orm";
import { articles } from "../../db/schema/index.js";
import { LIMITS } from "../../shared/constants.js";
import { decodeCursor, encodeCursor, type ListingScope } from "../listing-cursor.js";

/**
 * One page of a topic's or a publisher's listing (docs/product.md#topic-pages): its size, the keyset
 * condition its cursor names (a cursor signed for another scope is a ValidationError, listing-cursor.ts),
 * and the next page's cursor from the rows read (one more than the page, when there is a next).
 */
export function scopedPage(input: { cursor?: string | undefined; limit?: number }, scope: ListingScope, cursorKey: Uint8Array) {
  const limit = input.limit ?? LIMITS.homePageSize;
  const decoded = decodeCursor(input.cursor, cursorKey, scope);
  const keyset = decoded?.kind === "keyset" ? decoded : null;
  const after: SQL | undefined = keyset ? sql`(${articles.published_at}, ${articles.id}) < (${keyset.publishedAt}::timestamptz, ${keyset.id}::uuid)` : undefined;
  return {
    limit,
    after,
    /** The cursor after `rows` (read with `limit + 1`), or null on the last page. */
    next(rows: ReadonlyArray<{ published_at: Date; id: string }>): string | null {
      const last = rows[limit - 1];
      return rows.length > limit && last ? encodeCursor({ kind: "keyset", publishedAt: last.published_at.toISOString(), id: last.id }, cursorKey, scope) : null;
    },
  };
}
