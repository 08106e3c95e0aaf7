import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Database } from "../db/database.js";
import { CATEGORIES, type Category } from "../shared/constants.js";
import { ValidationError } from "../platform/errors.js";
import type { AddStarterFeedsResult, StarterFeed } from "../shared/starter-feeds.js";
import { addNewFeeds, followedFeedKeys } from "./add-new-feeds.js";
import { canonicalUrl } from "./canonical-url.js";
import { parseOpml } from "./opml.js";

/**
 * The starter list shipped with the code (docs/decisions.md, "Starter feeds").
 * Two folders up from this module in src/feeds/ and from the bundle's chunks in
 * build/node/ alike, as drizzle/ is found by db/migrate.ts.
 */
export const STARTER_OPML_FILE = fileURLToPath(new URL("../../starter-feeds/italia.opml", import.meta.url));

type ListedFeed = Omit<StarterFeed, "added">;

let cached: { file: string; feeds: Promise<ListedFeed[]> } | undefined;

/** The starter list as its file gives it, read once per process (the file changes only with the code). */
export function readStarterFeeds(file = STARTER_OPML_FILE): Promise<ListedFeed[]> {
  if (cached?.file !== file) {
    const feeds = readFile(file, "utf8").then(async (text) => (await parseOpml(text)).feeds.map(toListed));
    // A failed read is not kept: the next request tries again.
    feeds.catch(() => (cached = undefined));
    cached = { file, feeds };
  }
  return cached.feeds;
}

function toListed(feed: Awaited<ReturnType<typeof parseOpml>>["feeds"][number]): ListedFeed {
  const category = CATEGORIES.includes(feed.category as Category) ? (feed.category as Category) : null;
  return { name: feed.name, feed_url: feed.feed_url, site_url: feed.site_url ?? null, category, group: feed.folder ?? null };
}

/** The starter list, each feed marked `added` when a followed feed has the same canonical URL. */
export async function listStarterFeeds(db: Database, file?: string): Promise<StarterFeed[]> {
  const [feeds, followed] = await Promise.all([readStarterFeeds(file), followedFeedKeys(db)]);
  return feeds.map((feed) => ({ ...feed, added: followed.has(canonicalUrl(feed.feed_url)) }));
}

/**
 * Adds the named starter feeds, skipping those already followed, each with
 * its category as the default category; nothing syncs until the next sync.
 * A URL that is not on the list is refused: other feeds go through the
 * add-feed form.
 */
export async function addStarterFeeds(db: Database, feedUrls: string[], file?: string): Promise<AddStarterFeedsResult> {
  const byKey = new Map((await readStarterFeeds(file)).map((feed) => [canonicalUrl(feed.feed_url), feed]));
  const unknown = feedUrls.filter((url) => !byKey.has(canonicalUrl(url)));
  if (unknown.length > 0) throw new ValidationError(`Not a starter feed: ${unknown.slice(0, 3).join(", ")}`, "not_a_starter_feed");
  const chosen = feedUrls.map((url) => byKey.get(canonicalUrl(url))!);
  return addNewFeeds(db, chosen.map((feed) => ({ name: feed.name, feed_url: feed.feed_url, default_category: feed.category })));
}
