/**
 * Relative links in feeds: resolved against the nearest base (xml:base, the
 * item's page, the feed's site, the feed URL). Only web links survive, since
 * the site renders them as hrefs and src attributes.
 */

/** Resolves `href` against `base`; null when missing, malformed, or not http(s) (nor the feed's own scheme, e.g. file: in the CLI). */
export function resolveUrl(href: string | null | undefined, base: string | null | undefined, allowedProtocols: ReadonlySet<string>): string | null {
  const value = href?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = base ? new URL(value, base) : new URL(value);
  } catch {
    return null;
  }
  return allowedProtocols.has(url.protocol) ? url.href : null;
}

const WEB = new Set(["http:", "https:"]);
const WEB_AND_FILE = new Set(["http:", "https:", "file:"]);

/** The schemes an item's links may use: the web's, plus file: when the feed itself is a local file (the CLI). */
export function allowedProtocolsFor(feedUrl: string): ReadonlySet<string> {
  return feedUrl.startsWith("file:") ? WEB_AND_FILE : WEB;
}
