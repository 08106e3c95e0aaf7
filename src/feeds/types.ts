/**
 * The contracts between the pieces of ingestion: fetch -> decode -> parse ->
 * clean -> (scrape) -> store. Each piece lives in its own file of src/feeds/.
 */

import type { EditableCategory } from "../shared/constants.js";
import type { FeedFailureReason } from "../shared/feeds.js";

// Defined in shared/ so that the dashboard can label each reason.
export type { FeedFailureReason };

/** A failure with its typed reason and an English message for logs and the API. */
export class FeedError extends Error {
  override name = "FeedError";
  constructor(
    readonly reason: FeedFailureReason,
    message: string,
    readonly details: { status?: number; retryAfter?: Date; url?: string } = {},
  ) {
    super(message);
  }
}

/** What a conditional GET remembers between syncs. */
export interface Validators {
  etag?: string | null;
  lastModified?: string | null;
}

/** A successful fetch: the final URL after redirects and the raw body bytes. */
export interface FetchedDocument {
  notModified: false;
  url: string;
  status: number;
  body: Uint8Array;
  contentType: string | null;
  validators: Validators;
  /** The response reserved text and data mining (TDMRep "tdm-reservation: 1" or X-Robots-Tag "noai"). */
  tdmReserved?: boolean;
}

/** 304 Not Modified: success with nothing new. */
export interface NotModified {
  notModified: true;
  url: string;
  validators: Validators;
}

export type FetchOutcome = FetchedDocument | NotModified;

/** A parsed feed; text fields are already cleaned plain text (docs/product.md#feed-sync). */
export interface ParsedFeed {
  title: string;
  link: string | null;
  description: string | null;
  language: string | null;
  items: ParsedItem[];
}

export interface ParsedItem {
  guid: string | null;
  title: string;
  /** Absolute URL of the article page. */
  link: string | null;
  /** The item's text, cleaned: content:encoded / content / summary, the longest available. */
  summary: string;
  publishedAt: Date | null;
  /** Absolute image URL: enclosure, media:content, media:thumbnail, itunes:image, first <img>. */
  image: string | null;
  /** The publisher's own category terms, cleaned, unique, at most MAX_ITEM_CATEGORIES. */
  categories: string[];
  /** The category a set-category rule gave it at sync (src/feeds/rules); the article keeps it through enrichment. */
  ruleCategory?: EditableCategory | null;
}

/** An article extracted from its page by Readability. */
export interface ExtractedArticle {
  title: string | null;
  byline: string | null;
  /** Plain text, paragraphs separated by blank lines. */
  text: string;
  image: string | null;
  publishedAt: Date | null;
  wordCount: number;
  /** The page's meta tags reserve text and data mining (src/feeds/reservations/page-reservation.ts). */
  tdmReserved?: boolean;
}
