/** A date as sitemaps write it (W3C datetime, UTC, whole seconds). */
export function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}
