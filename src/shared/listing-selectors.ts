import { z } from "zod";

/** What a source in rss_feeds is: a feed, or an HTML listing page read by CSS selectors (docs/product.md#feed-rss). */
export const FEED_KINDS = ["feed", "listing"] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** A CSS selector longer than this is no hand-written selector. */
export const MAX_SELECTOR_CHARS = 300;

const required = (field: string) =>
  z.string().trim().min(1, `selectors.${field} is required`).max(MAX_SELECTOR_CHARS, `selectors.${field} is longer than ${MAX_SELECTOR_CHARS} characters`);
const optional = (field: string) =>
  z
    .string()
    .trim()
    .max(MAX_SELECTOR_CHARS, `selectors.${field} is longer than ${MAX_SELECTOR_CHARS} characters`)
    .nullish()
    .transform((value) => value || null);

/**
 * A listing page's selectors as the admin writes them: `item` over the page,
 * the others inside each item; an empty date or summary is none. Their syntax
 * is checked on the server (src/feeds/listing/listing-selectors.ts).
 */
export const listingSelectorsSchema = z.object({
  item: required("item"),
  title: required("title"),
  link: required("link"),
  date: optional("date"),
  summary: optional("summary"),
});
export type ListingSelectors = z.output<typeof listingSelectorsSchema>;

/** The selectors as the API returns them and the database holds them. */
export const listingSelectorsViewSchema = z.object({
  item: z.string(),
  title: z.string(),
  link: z.string(),
  date: z.string().nullable(),
  summary: z.string().nullable(),
});
