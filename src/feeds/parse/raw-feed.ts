/**
 * The shape every format is first mapped to: the publisher's strings, not yet
 * cleaned, resolved or parsed, so one place (parse-feed.ts) does those steps
 * the same way for RSS, RDF, Atom and JSON Feed.
 */

export interface RawFeed {
  /**
   * Cleaned as HTML in every format, like item titles: publishers put markup
   * and entities in titles whatever the format says ("<b>Roma</b> &amp; Lazio").
   */
  title: string | undefined;
  link: string | undefined;
  description: string | undefined;
  language: string | undefined;
  /** xml:base of the feed element. */
  base: string | undefined;
  items: RawItem[];
}

export interface RawItem {
  guid: string | undefined;
  /** Cleaned as HTML, like the feed's title. */
  title: string | undefined;
  link: string | undefined;
  /** xml:base of the item element (Atom); relative to the feed's base. */
  base: string | undefined;
  /** Every text body the item carries (HTML or plain): the longest cleaned one wins. */
  contents: Array<string | undefined>;
  /** Date candidates in order of preference: published before updated. */
  dates: Array<string | undefined>;
  /** Image URLs from the item's metadata, best first (enclosure, media:content, media:thumbnail, itunes:image). */
  images: Array<string | undefined>;
  /** The publisher's own category terms (RSS <category>, Atom term/label, dc:subject, JSON Feed tags). */
  categories: Array<string | undefined>;
}
