/** JSON Feed 1.0 and 1.1, as feedsmith reads them, mapped to the raw shape. */
import type { JsonFeed } from "feedsmith";
import { isImageMedia } from "./images.js";
import type { RawFeed, RawItem } from "./raw-feed.js";

/**
 * Maps a JSON Feed to the raw shape. Titles go through as they are, to be
 * cleaned like RSS and Atom titles; prose declared plain text is escaped so
 * cleaning keeps it as written.
 */
export function fromJsonFeed(feed: JsonFeed.Feed<string>): RawFeed {
  return {
    title: feed.title,
    link: feed.home_page_url,
    description: asHtml(feed.description),
    language: feed.language,
    base: undefined,
    items: (feed.items ?? []).map(
      (item): RawItem => ({
        // Publishers write numeric ids although the spec says string.
        guid: item.id === undefined || item.id === null ? undefined : String(item.id),
        title: item.title,
        link: item.url ?? item.external_url,
        base: undefined,
        contents: [item.content_html, asHtml(item.content_text), asHtml(item.summary)],
        dates: [item.date_published, item.date_modified],
        images: [item.image, item.banner_image, item.attachments?.find(isImageMedia)?.url],
        categories: item.tags ?? [],
      }),
    ),
  };
}

/** description, summary and content_text are prose in plain text: "a < b" and "&amp;" must survive the HTML cleaning unchanged. */
function asHtml(text: string | undefined): string | undefined {
  return typeof text === "string" ? text.replace(/&/g, "&amp;").replace(/</g, "&lt;") : undefined;
}
