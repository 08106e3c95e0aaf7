/**
 * Relative links in feeds: resolved against the nearest base (xml:base, the
 * item's page, the feed's site, the URL the feed was fetched from). Only web
 * links survive, since the site renders them as hrefs and src attributes.
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

/**
 * The base of a feed's relative item links: its xml:base where it has one; else, for formats that
 * define no base (RSS, JSON Feed), the site's page, as publishers mean them; else the URL the feed
 * was fetched from, the document's own base (RFC 3986, 5.1.3), which Atom and CDF use.
 */
export function itemLinkBase(feed: { xmlBase: string | null; site: string | null; linksRelativeToSite: boolean }, feedUrl: string): string {
  return feed.xmlBase ?? (feed.linksRelativeToSite ? feed.site : null) ?? feedUrl;
}

// The channel's start tag comes first in an RSS document: its head is enough to read.
const CHANNEL_BASE = /<channel\b[^<>]*?\sxml:base\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const HEAD_CHARS = 4_096;

/** The xml:base of an RSS <channel>: feedsmith reads the root's and the items' only. */
export function channelXmlBase(xml: string): string | undefined {
  const match = CHANNEL_BASE.exec(xml.slice(0, HEAD_CHARS));
  return match ? (match[1] ?? match[2]) : undefined;
}
