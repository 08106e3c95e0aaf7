/**
 * A listing page (an HTML page of teasers) read as a feed by the admin's CSS
 * selectors (docs/product.md#feed-rss, "Pagina senza feed"): each element the
 * item selector matches is an item whose title, link, date and summary are
 * found inside it. The rest of the sync treats the items as a feed's.
 */
import type { ListingSelectors } from "../../shared/listing-selectors.js";
import { canonicalUrl } from "../canonical-url.js";
import { decodeDocument } from "../charset.js";
import { cleanText } from "../clean-text.js";
import { parseHtmlDocument } from "../extract/parse-html.js";
import { resolveUrl } from "../parse/links.js";
import { repairText } from "../text-repair/repair-text.js";
import { FeedError, type FetchedDocument, type ParsedFeed, type ParsedItem } from "../types.js";
import { parseListingDate } from "./listing-date.js";

/** More teasers than a feed would ever list: a selector matching every link of a page stops here. */
export const MAX_LISTING_ITEMS = 200;

const WEB = new Set(["http:", "https:"]);

/** Reads a fetched listing page into a feed; throws FeedError("parse_error") when the selectors find no item with a title and a link. */
export function parseListing(document: FetchedDocument, selectors: ListingSelectors, now: Date = new Date()): ParsedFeed {
  const page = parseHtmlDocument(decodeDocument(document.body, document.contentType, "html"), document.url);
  // parse-html.ts put the page's own <base href> (or its URL) there, absolute: relative links resolve as in a browser.
  const base = page.querySelector("base[href]")?.getAttribute("href") ?? document.url;
  const matched = Array.from(page.querySelectorAll(selectors.item));
  if (matched.length === 0) throw new FeedError("parse_error", `The item selector matched nothing on the page: ${selectors.item}`);
  const seen = new Set<string>();
  const items: ParsedItem[] = [];
  for (const element of matched) {
    const item = readItem(element, selectors, base, now);
    const key = item && canonicalUrl(item.link!);
    // Teasers repeated on one page (a lead also in the list) are one item.
    if (!item || !key || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
    if (items.length === MAX_LISTING_ITEMS) break;
  }
  if (items.length === 0) {
    throw new FeedError("parse_error", `None of the ${matched.length} items the selectors matched has both a title and an http(s) link`);
  }
  return { title: oneLine(page.title ?? ""), link: document.url, description: null, language: page.documentElement.getAttribute("lang") || null, items };
}

function readItem(element: Element, selectors: ListingSelectors, base: string, now: Date): ParsedItem | null {
  const title = oneLine(textOf(find(element, selectors.title)));
  const link = resolveUrl(hrefOf(find(element, selectors.link)), base, WEB);
  if (!title || !link) return null;
  const dated = selectors.date ? find(element, selectors.date) : null;
  const date = dated ? parseListingDate(dated.getAttribute("datetime") ?? dated.getAttribute("content") ?? dated.textContent) : null;
  const summarised = selectors.summary ? find(element, selectors.summary) : null;
  return {
    // The canonical link is the identity: a listing has no GUIDs (docs/decisions.md, issue 31).
    guid: canonicalUrl(link),
    title,
    link,
    summary: summarised ? textOf(summarised) : "",
    // A date ahead of now (a wrong zone) becomes now, as for feeds, so it cannot sit atop the home page.
    publishedAt: date && date > now ? new Date(now) : date,
    image: imageOf(element, base),
    categories: [],
  };
}

/** The first match inside the item, or the item itself when it is what the selector names (an item that is its own link). */
function find(element: Element, selector: string): Element | null {
  return element.querySelector(selector) ?? (element.matches(selector) ? element : null);
}

/** The element's href, else that of the first link inside it (a selector naming the heading around the link). */
function hrefOf(element: Element | null): string | null {
  return element?.getAttribute("href") ?? element?.querySelector("a[href]")?.getAttribute("href") ?? null;
}

function textOf(element: Element | null): string {
  return element ? repairText(cleanText(element.innerHTML)) : "";
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The teaser's picture: its first <img>, lazy-loaded ones by their data-src. */
function imageOf(element: Element, base: string): string | null {
  const image = element.querySelector("img");
  const source = image?.getAttribute("data-src") ?? image?.getAttribute("src");
  return source && !source.startsWith("data:") ? resolveUrl(source, base, WEB) : null;
}
