/**
 * The shape every format is first mapped to: the publisher's strings, not yet
 * cleaned, resolved or parsed, so one place (parse-feed.ts) does those steps
 * the same way for RSS, RDF, Atom and JSON Feed.
 */

export interface RawFeed {
  /**
   * HTML, like every text here: publishers put markup and entities in titles
   * ("<b>Roma</b> &amp; Lazio"). Only text a format declares plain (Atom
   * type="text", media:title type="plain", JSON Feed prose) is escaped by the
   * mapping first, so "History of the <blink> tag" keeps its "<blink>"; a
   * title of no declared type is escaped unless it looks like HTML.
   */
  title: string | undefined;
  link: string | undefined;
  /** As HTML, like the title. */
  description: string | undefined;
  language: string | undefined;
  /** xml:base of the feed element (CDF: the channel's BASE). */
  base: string | undefined;
  /**
   * Whether relative item links are written against the site's page when no
   * xml:base is given. RSS and JSON Feed define no base, and publishers write
   * links relative to their site, which may live elsewhere than the feed; Atom
   * and CDF resolve against xml:base and then the document's URL (RFC 4287).
   */
  linksRelativeToSite: boolean;
  items: RawItem[];
}

/** One text body of an item: HTML, and the xml:base its relative links are written against (Atom content, summary). */
export interface RawBody {
  html: string | undefined;
  base?: string | undefined;
}

export interface RawItem {
  guid: string | undefined;
  link: string | undefined;
  /** xml:base of the item element (Atom); relative to the feed's base. */
  base: string | undefined;
  /**
   * Title candidates in the order readers take them (<title>, dc:title,
   * media:title), as HTML: the first that cleans to some text wins.
   */
  titles: Array<string | undefined>;
  /**
   * Every text body the item carries, as HTML (plain text already escaped), in
   * order of precedence: the full content first (content:encoded, Atom content,
   * content_html), then the summaries (description, Atom summary, dc:description,
   * itunes:summary, media:description). The longest cleaned one is the item's
   * text; on a tie the earlier one wins.
   */
  contents: RawBody[];
  /** Date candidates in order of preference: published before updated. */
  dates: Array<string | undefined>;
  /** Image URLs from the item's metadata, best first (enclosure, media:content, media:thumbnail, itunes:image). */
  images: Array<string | undefined>;
  /** The publisher's own category terms (RSS <category>, Atom term/label, dc:subject, JSON Feed tags). */
  categories: Array<string | undefined>;
}
