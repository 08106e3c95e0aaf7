/** RSS 0.9x / 2.0 and RDF (RSS 0.90 / 1.0), as feedsmith reads them, mapped to the raw shape. */
import type { MediaNs, RdfFeed, RssFeed } from "feedsmith";
import { isImageMedia } from "./images.js";
import type { RawBody, RawFeed, RawItem } from "./raw-feed.js";
import { atomTextAsHtml, guessedTextAsHtml, mediaTextAsHtml } from "./text-type.js";

/** Maps an RSS channel to the raw shape. */
export function fromRss(feed: RssFeed.Feed<string>): RawFeed {
  return {
    title: guessedTextAsHtml(feed.title ?? feed.dc?.titles?.[0]) ?? atomTextAsHtml(feed.atom?.title),
    link: feed.link,
    description: feed.description ?? feed.dc?.descriptions?.[0] ?? feed.itunes?.summary,
    language: feed.language ?? feed.dc?.languages?.[0],
    base: feed.xml?.base,
    linksRelativeToSite: true,
    items: (feed.items ?? []).map(
      (item): RawItem => ({
        guid: item.guid?.value,
        titles: [...[item.title, ...(item.dc?.titles ?? [])].map(guessedTextAsHtml), ...mediaTitles(item.media), guessedTextAsHtml(item.itunes?.title)],
        link: item.link ?? (item.guid?.isPermaLink !== false ? permalink(item.guid?.value) : undefined),
        base: item.xml?.base,
        contents: rssBodies(item.content?.encoded, item.description, item),
        dates: [item.pubDate, ...(item.dc?.dates ?? []), item.atom?.published, item.atom?.updated],
        images: [item.enclosures?.find(isImageMedia)?.url, ...mediaImages(item.media), item.itunes?.image],
        categories: [...(item.categories ?? []).map((category) => category.name), ...(item.dc?.subjects ?? [])],
      }),
    ),
  };
}

/** Maps an RDF (RSS 0.90 / 1.0) document to the raw shape; rdf:about is the item's identity. */
export function fromRdf(feed: RdfFeed.Feed<string>): RawFeed {
  return {
    title: guessedTextAsHtml(feed.title ?? feed.dc?.titles?.[0]),
    link: feed.link,
    description: feed.description ?? feed.dc?.descriptions?.[0],
    language: feed.dc?.languages?.[0],
    base: feed.xml?.base,
    linksRelativeToSite: true,
    items: (feed.items ?? []).map(
      (item): RawItem => ({
        guid: item.rdf?.about,
        titles: [...[item.title, ...(item.dc?.titles ?? [])].map(guessedTextAsHtml), ...mediaTitles(item.media)],
        link: item.link,
        base: item.xml?.base,
        contents: rssBodies(item.content?.encoded, item.description, item),
        dates: [...(item.dc?.dates ?? []), item.atom?.published, item.atom?.updated],
        images: mediaImages(item.media),
        categories: item.dc?.subjects ?? [],
      }),
    ),
  };
}

/** The bodies in order of precedence: content:encoded, description, then the fallbacks readers use when both are missing or shorter. */
function rssBodies(
  encoded: string | undefined,
  description: string | undefined,
  item: { dc?: { descriptions?: string[] }; itunes?: { summary?: string }; media?: MediaNs.ItemOrFeed },
): RawBody[] {
  return [encoded, description, ...(item.dc?.descriptions ?? []), item.itunes?.summary, ...mediaDescriptions(item.media)].map((html) => ({ html }));
}

/** media:title of the item, of its groups and of its contents, as HTML. */
export function mediaTitles(media: MediaNs.ItemOrFeed | undefined): Array<string | undefined> {
  return mediaTexts(media, "title");
}

/** media:description of the item, of its groups and of its contents, as HTML. */
export function mediaDescriptions(media: MediaNs.ItemOrFeed | undefined): Array<string | undefined> {
  return mediaTexts(media, "description");
}

function mediaTexts(media: MediaNs.ItemOrFeed | undefined, field: "title" | "description"): Array<string | undefined> {
  if (!media) return [];
  const groups = media.groups ?? [];
  const holders = [media, ...groups, ...(media.contents ?? []), ...groups.flatMap((group) => group.contents ?? [])];
  return holders.map((holder) => mediaTextAsHtml(holder[field]));
}

/** A guid without a link is the item's address when it looks like one (RSS 2.0: isPermaLink defaults to true). */
function permalink(guid: string | undefined): string | undefined {
  return guid && /^https?:\/\//i.test(guid.trim()) ? guid : undefined;
}

/** Media RSS pictures, best first: media:content that is an image, then thumbnails (also inside groups and contents). */
export function mediaImages(media: MediaNs.ItemOrFeed | undefined): Array<string | undefined> {
  if (!media) return [];
  const contents = [...(media.contents ?? []), ...(media.groups ?? []).flatMap((group) => group.contents ?? [])];
  const thumbnails = [
    ...(media.thumbnails ?? []),
    ...(media.groups ?? []).flatMap((group) => group.thumbnails ?? []),
    ...contents.flatMap((content) => content.thumbnails ?? []),
  ];
  return [...contents.filter(isImageMedia).map((content) => content.url), ...thumbnails.map((thumbnail) => thumbnail.url)];
}
