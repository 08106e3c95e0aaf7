/** JSON Feed 1.0 and 1.1, as feedsmith reads them, mapped to the raw shape. */
import type { JsonFeed } from "feedsmith";
import { isImageMedia } from "./images.js";
import type { RawFeed, RawItem } from "./raw-feed.js";
import { guessedTextAsHtml, plainAsHtml as asHtml } from "./text-type.js";

/**
 * Maps a JSON Feed to the raw shape. Titles are read as RSS titles are (HTML
 * when they look like it); prose declared plain text is escaped so cleaning
 * keeps it as written.
 */
export function fromJsonFeed(feed: JsonFeed.Feed<string>): RawFeed {
  return {
    title: guessedTextAsHtml(feed.title),
    link: feed.home_page_url,
    description: asHtml(feed.description),
    language: feed.language,
    base: undefined,
    linksRelativeToSite: true,
    items: (feed.items ?? []).map(
      (item): RawItem => ({
        // Publishers write numeric ids although the spec says string.
        guid: item.id === undefined || item.id === null ? undefined : String(item.id),
        titles: [guessedTextAsHtml(item.title)],
        link: item.url ?? item.external_url,
        base: undefined,
        contents: [item.content_html, asHtml(item.content_text), asHtml(item.summary)].map((html) => ({ html })),
        dates: [item.date_published, item.date_modified],
        images: [item.image, item.banner_image, item.attachments?.find(isImageMedia)?.url],
        categories: item.tags ?? [],
      }),
    ),
  };
}
