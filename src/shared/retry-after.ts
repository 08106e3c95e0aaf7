/**
 * The one reader of a Retry-After header (RFC 9110 §10.2.3), for the feeds'
 * fetcher, the AI providers, the social platforms and the browser's own
 * refusals: the wait in milliseconds from `nowMs`, from delta-seconds or an
 * HTTP date (a date already past is no wait); undefined when the header is
 * absent or unreadable. Each caller applies its own cap.
 */
export function retryAfterMs(value: string | null | undefined, nowMs = Date.now()): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // Only an HTTP date names a month or weekday: Date.parse would read "-5" or "1.5" as a year.
  const date = /[a-z]{3}/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}
