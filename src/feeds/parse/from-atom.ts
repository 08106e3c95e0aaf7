/** Atom 0.3 and 1.0, as feedsmith reads them (0.3 names already mapped to 1.0's), mapped to the raw shape. */
import type { AtomFeed } from "feedsmith";
import { mediaImages } from "./from-rss.js";
import { isImageMedia } from "./images.js";
import type { RawFeed, RawItem } from "./raw-feed.js";

type Link = AtomFeed.Link<string>;

/** Maps an Atom feed to the raw shape. */
export function fromAtom(feed: AtomFeed.Feed<string>): RawFeed {
  return {
    title: feed.title?.value,
    link: alternateLink(feed.links),
    description: feed.subtitle?.value,
    language: feed.xml?.lang ?? feed.dc?.languages?.[0],
    base: feed.xml?.base,
    items: (feed.entries ?? []).map(
      (entry): RawItem => ({
        guid: entry.id,
        title: entry.title?.value,
        link: alternateLink(entry.links),
        base: entry.xml?.base,
        contents: [entry.content?.value, entry.summary?.value],
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
