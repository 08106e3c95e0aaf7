import type { Database } from "../db/database.js";
import { LIMITS } from "../shared/constants.js";
import type { FeedView, OpmlFeedCheck, OpmlImportResult } from "../shared/feeds.js";
import { ValidationError } from "../platform/errors.js";
import { mapLimit } from "../platform/map-limit.js";
import { addNewFeedsListed } from "./add-new-feeds.js";
import { checkFeedAddress } from "./check-feed.js";
import type { Fetcher } from "./fetch/fetcher.js";
import { canonicalUrl } from "./canonical-url.js";

type Outline = { text?: string; title?: string; xmlUrl?: string; htmlUrl?: string; category?: string; outlines?: Outline[] };

/** A feed an OPML document lists, with the optional attributes the starter list uses (starter-feeds.ts). */
export interface OpmlFeed {
  name: string;
  feed_url: string;
  /** The outline's htmlUrl: the publisher's site. */
  site_url?: string;
  /** The outline's category attribute, as written. */
  category?: string;
  /** The text of the folder the outline sits in, when it sits in one. */
  folder?: string;
}

/** What an export with no feeds lists: OPML wants at least one outline, and a text one without xmlUrl subscribes to nothing. */
const NO_FEEDS_OUTLINE = { text: "Nessun feed" };

/** OPML 2.0 with one outline per feed (pages without a feed left out), as feed readers exchange subscriptions. */
export async function feedsToOpml(feeds: Array<Pick<FeedView, "name" | "feed_url"> & Partial<Pick<FeedView, "kind">>>, now = new Date()): Promise<string> {
  // The feed library loads on first use, not with the server (docs/performance.md, idle memory).
  const { generateOpml } = await import("feedsmith");
  // A page without a feed has no xmlUrl another reader could follow: its selectors are Rassegna's own.
  const outlines = feeds.filter((feed) => feed.kind !== "listing").map((feed) => ({ type: "rss", text: feed.name, title: feed.name, xmlUrl: feed.feed_url }));
  return generateOpml({
    head: { title: "Rassegna: feed", dateCreated: now },
    body: { outlines: outlines.length > 0 ? outlines : [NO_FEEDS_OUTLINE] },
  });
}

/** The feeds an OPML document lists, nested folders flattened; outlines without an http(s) xmlUrl are counted as invalid. */
export async function parseOpml(text: string): Promise<{ feeds: OpmlFeed[]; invalid: number }> {
  const { parseOpml: parseOpmlDocument } = await import("feedsmith");
  let outlines: Outline[];
  try {
    outlines = (parseOpmlDocument(text).body?.outlines ?? []) as Outline[];
  } catch {
    throw new ValidationError("Not an OPML document", "invalid_opml");
  }
  const feeds: OpmlFeed[] = [];
  let invalid = 0;
  const visit = (list: Outline[], folder: string | undefined) => {
    for (const outline of list) {
      if (outline.outlines) visit(outline.outlines, (outline.title || outline.text)?.trim() || folder);
      const url = outline.xmlUrl?.trim();
      if (!url) continue; // a folder
      if (canonicalUrl(url) === null) invalid += 1;
      else feeds.push({ name: (outline.title || outline.text || url).trim().slice(0, 200), feed_url: url, ...extras(outline, folder) });
    }
  };
  visit(outlines, undefined);
  return { feeds, invalid };
}

/** Added feeds read at once during an OPML import: the Fetcher's own limits (per host, in total) still apply beneath. */
const OPML_CHECK_CONCURRENCY = 6;

/** How the OPML import reads what it added: with `check` off, it reads nothing. */
export interface OpmlCheckOptions {
  fetcher: Fetcher;
  check: boolean;
  stopping?: AbortSignal;
}

/**
 * Adds the OPML's feeds that are not already followed (same canonical URL),
 * with the default import limit, then reads each added feed once (at most
 * OPML_CHECK_CONCURRENCY at a time) and reports its item count or why it could
 * not be read; a feed that fails stays added (docs/product.md#feed-rss). A file
 * listing more than LIMITS.opmlFeeds imports nothing.
 */
export async function importOpml(db: Database, text: string, options: OpmlCheckOptions): Promise<OpmlImportResult> {
  const { feeds, invalid } = await parseOpml(text);
  const listed = feeds.length + invalid;
  if (listed > LIMITS.opmlFeeds) {
    throw new ValidationError(`OPML file lists ${listed} feeds; at most ${LIMITS.opmlFeeds} can be imported at once`, "too_many_feeds");
  }
  const { added, skipped } = await addNewFeedsListed(db, feeds.map(({ name, feed_url }) => ({ name, feed_url })));
  const checks = options.check ? await mapLimit(added, OPML_CHECK_CONCURRENCY, (feed) => checkOne(options, feed)) : [];
  return { added: added.length, skipped, invalid, checks };
}

/** One added feed read as the add form reads it, without the site discovery (an OPML names feeds, not sites). */
async function checkOne(options: OpmlCheckOptions, feed: { name: string; feed_url: string }): Promise<OpmlFeedCheck> {
  const check = await checkFeedAddress(options.fetcher, feed.feed_url, options.stopping);
  return check.ok
    ? { ...feed, ok: true, item_count: check.result.item_count, reason: null, message: null }
    : { ...feed, ok: false, item_count: null, reason: check.reason, message: check.message };
}

/** The optional attributes of a feed outline, left out when absent so that plain imports stay plain. */
function extras(outline: Outline, folder: string | undefined): Omit<OpmlFeed, "name" | "feed_url"> {
  const siteUrl = outline.htmlUrl?.trim();
  const category = outline.category?.trim();
  return { ...(siteUrl ? { site_url: siteUrl } : {}), ...(category ? { category } : {}), ...(folder ? { folder } : {}) };
}
