import { decodeDocument } from "../charset.js";
import { declaredFeeds, type DeclaredFeed } from "../discover/declared-feeds.js";
import { extractPage } from "../extract/extract-page.js";
import type { FeedTestResult } from "../../shared/feeds.js";
import type { ListingSelectors } from "../../shared/listing-selectors.js";
import type { ListingTestResult } from "../../shared/listing-sources.js";
import { listingTestResult } from "../listing/listing-test-result.js";
import { parseListing } from "../listing/parse-listing.js";
import { parseFetchedFeed } from "../parse-fetched-feed.js";
import type { ExtractedArticle, FetchedDocument } from "../types.js";
import { feedTestResult } from "./feed-test-result.js";
import { withFacts, type FactFeed } from "./item-facts.js";
import { serializeError, type SerializedError } from "./task-error.js";

/** The CPU work of a sync, and of the feed test, that runs off the main thread (docs/architecture.md, "Sync worker pool"). */
export type FeedTask =
  | { kind: "parse-feed"; document: FetchedDocument; now: Date }
  | { kind: "test-feed"; document: FetchedDocument }
  | { kind: "extract-page"; page: FetchedDocument; selector?: string | null }
  | { kind: "feed-links"; page: FetchedDocument }
  | { kind: "parse-listing"; document: FetchedDocument; selectors: ListingSelectors; now: Date }
  | { kind: "test-listing"; document: FetchedDocument; selectors: ListingSelectors }
  | { kind: "warm" };

/** What each kind of task answers. */
export interface FeedTaskResults {
  "parse-feed": FactFeed;
  /** Only the title, the count and the first titles: the items themselves stay in the worker. */
  "test-feed": FeedTestResult;
  "extract-page": ExtractedArticle | null;
  /** A listing page read by its selectors, as a feed (src/feeds/listing/). */
  "parse-listing": FactFeed;
  "test-listing": ListingTestResult;
  /** The feeds an HTML page declares, absolute (src/feeds/discover/declared-feeds.ts). */
  "feed-links": DeclaredFeed[];
  /** Nothing: the worker has loaded the parsers. */
  warm: null;
}

/** A task's answer, or the error it threw, in a form that structured cloning keeps whole. */
export type TaskOutcome<T> = { ok: true; value: T } | { ok: false; error: SerializedError };

/** Runs one task where it is called: in a worker thread, or in the main thread when no worker can be loaded. */
export function runFeedTask(task: FeedTask): TaskOutcome<FeedTaskResults[FeedTask["kind"]]> {
  try {
    if (task.kind === "warm") return { ok: true, value: null };
    if (task.kind === "parse-feed") return { ok: true, value: withFacts(parseFetchedFeed(task.document, task.now)) };
    if (task.kind === "test-feed") return { ok: true, value: feedTestResult(parseFetchedFeed(task.document)) };
    if (task.kind === "parse-listing") return { ok: true, value: withFacts(parseListing(task.document, task.selectors, task.now)) };
    if (task.kind === "test-listing") return { ok: true, value: listingTestResult(parseListing(task.document, task.selectors)) };
    if (task.kind === "feed-links") return { ok: true, value: declaredFeeds(decodeDocument(task.page.body, task.page.contentType, "html"), task.page.url) };
    return { ok: true, value: extractPage(decodeDocument(task.page.body, task.page.contentType, "html"), task.page.url, task.selector) };
  } catch (error) {
    return { ok: false, error: serializeError(error) };
  }
}
