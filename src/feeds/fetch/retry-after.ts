/** A hostile or broken server must not park a feed for weeks: waits are capped at a day. */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The moment a Retry-After header (delay in seconds, or an HTTP date) points
 * to, capped at a day from now; undefined when the header is absent or invalid.
 */
export function retryAfterFrom(header: string | null | undefined, now: Date = new Date()): Date | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  let at: number;
  if (/^\d+$/.test(value)) {
    at = now.getTime() + Number(value) * 1000;
  } else {
    // Only the HTTP-date forms carry a weekday or month name; plain numbers with signs or dots are invalid.
    if (!/[a-z]/i.test(value)) return undefined;
    at = Date.parse(value);
    if (Number.isNaN(at)) return undefined;
  }
  return new Date(Math.min(Math.max(at, now.getTime()), now.getTime() + MAX_RETRY_AFTER_MS));
}
