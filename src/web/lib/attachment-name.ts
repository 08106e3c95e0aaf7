/** The file name the server gives in Content-Disposition, or `fallback`: what a downloaded export is saved as. */
export function attachmentName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  // RFC 6266: filename* (UTF-8, percent-encoded) wins over the plain filename.
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || fallback;
}
