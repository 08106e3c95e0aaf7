/** Atom 0.3 and 1.0, as feedsmith reads them (0.3 names already mapped to 1.0's), mapped to the raw shape. */
import type { AtomFeed } from "feedsmith";
import { mediaImages, mediaTitles, mediaDescriptions } from "./from-rss.js";
import { isImageMedia } from "./images.js";
import type { RawFeed, RawItem } from "./raw-feed.js";
import { atomTextAsHtml } from "./text-type.js";

type Link = AtomFeed.Link<string>;

/** Maps an Atom feed to the raw shape; text constructs become HTML by their declared type. */
export function fromAtom(feed: AtomFeed.Feed<string>): RawFeed {
  return {
    title: atomTextAsHtml(feed.title) ?? feed.dc?.titles?.[0],
    link: alternateLink(feed.links),
    description: atomTextAsHtml(feed.subtitle) ?? feed.dc?.descriptions?.[0],
    language: feed.xml?.lang ?? feed.dc?.languages?.[0],
    base: feed.xml?.base,
    linksRelativeToSite: false,
    items: (feed.entries ?? []).map(
      (entry): RawItem => ({
        guid: entry.id,
        titles: [atomTextAsHtml(entry.title), ...(entry.dc?.titles ?? []), ...mediaTitles(entry.media)],
        link: alternateLink(entry.links),
        base: entry.xml?.base,
        contents: [
          { html: atomTextAsHtml(entry.content), base: entry.content?.xml?.base },
          { html: atomTextAsHtml(entry.summary), base: entry.summary?.xml?.base },
          ...(entry.dc?.descriptions ?? []).map((html) => ({ html })),
          { html: entry.itunes?.summary },
          ...mediaDescriptions(entry.media).map((html) => ({ html })),
        ],
        dates: [entry.published, entry.updated, ...(entry.dc?.dates ?? [])],
        images: [
          ...(entry.links ?? []).filter((link) => link.rel === "enclosure" && isImageMedia({ url: link.href, type: link.type })).map((link) => link.href),
          ...mediaImages(entry.media),
          entry.itunes?.image,
        ],
        categories: [...(entry.categories ?? []).map((category) => category.label ?? category.term), ...(entry.dc?.subjects ?? [])],
      }),
    ),
  };
}

/** The page a feed or entry points to: rel="alternate" (the default rel), HTML preferred. */
function alternateLink(links: Link[] | undefined): string | undefined {
  const alternates = (links ?? []).filter((link) => !link.rel || link.rel === "alternate");
  return (alternates.find((link) => !link.type || /html/i.test(link.type)) ?? alternates[0])?.href;
}
