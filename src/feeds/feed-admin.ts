import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/database.js";
import { rssFeeds } from "../db/schema/index.js";
import type { createFeedSchema, FeedView, updateFeedSchema } from "../shared/feeds.js";
import { ConflictError, NotFoundError } from "../platform/errors.js";
import { followedFeedKeys } from "./add-new-feeds.js";
import { canonicalUrl } from "./canonical-url.js";
import { assertValidSelector } from "./extract/content-selector.js";

type FeedRow = typeof rssFeeds.$inferSelect;

/** The API's view of a feed: dates as ISO strings, conditional-GET validators left out. */
export function toFeedView(row: FeedRow): FeedView {
  return {
    id: row.id,
    name: row.name,
    feed_url: row.feed_url,
    kind: row.kind as FeedView["kind"],
    listing_selectors: row.listing_selectors,
    import_limit: row.import_limit,
    max_age_days: row.max_age_days,
    default_category: row.default_category as FeedView["default_category"],
    scrape_mode: row.scrape_mode as FeedView["scrape_mode"],
    content_selector: row.content_selector,
    summary_max_chars: row.summary_max_chars,
    show_images: row.show_images,
    foreign_items: row.foreign_items as FeedView["foreign_items"],
    active: row.active,
    last_sync: row.last_sync?.toISOString() ?? null,
    last_sync_status: row.last_sync_status as FeedView["last_sync_status"],
    consecutive_failures: row.consecutive_failures,
    last_error_reason: row.last_error_reason,
    last_error: row.last_error,
    retry_after: row.retry_after?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** All feeds, newest first. */
export async function listFeeds(db: Database): Promise<FeedView[]> {
  const rows = await db.select().from(rssFeeds).orderBy(desc(rssFeeds.created_at), desc(rssFeeds.id));
  return rows.map(toFeedView);
}

/** Throws ConflictError "feed_exists" when a feed or a listing page with the same canonical URL is already followed. */
export async function assertNotFollowed(db: Database, feedUrl: string): Promise<void> {
  if ((await followedFeedKeys(db)).has(canonicalUrl(feedUrl))) {
    throw new ConflictError("A feed with this URL already exists", "feed_exists");
  }
}

/** Adds a feed; it waits for the next sync. The same feed (by canonical URL) cannot be added twice. */
export async function createFeed(db: Database, input: Omit<z.output<typeof createFeedSchema>, "force">): Promise<FeedView> {
  await assertNotFollowed(db, input.feed_url);
  const [row] = await db.insert(rssFeeds).values(input).returning();
  if (!row) throw new Error("feed insert returned no row");
  return toFeedView(row);
}

/** Switches a feed on or off, or changes its settings; a content selector that is not valid CSS is a 400 "invalid_selector". */
export async function updateFeed(db: Database, id: string, input: z.output<typeof updateFeedSchema>): Promise<FeedView> {
  if (input.content_selector) await assertValidSelector(input.content_selector);
  const [row] = await db.update(rssFeeds).set(input).where(eq(rssFeeds.id, id)).returning();
  if (!row) throw new NotFoundError("Feed not found");
  return toFeedView(row);
}

/** Removes a feed; its articles stay (their feed_id becomes null). */
export async function deleteFeed(db: Database, id: string): Promise<void> {
  const deleted = await db.delete(rssFeeds).where(eq(rssFeeds.id, id)).returning({ id: rssFeeds.id });
  if (deleted.length === 0) throw new NotFoundError("Feed not found");
}

/** Whether any feed is configured: an empty home tells a fresh install (no sources yet) from news on its way (docs/product.md#home). */
export async function hasFeeds(db: Database): Promise<boolean> {
  const rows = await db.select({ id: rssFeeds.id }).from(rssFeeds).limit(1);
  return rows.length > 0;
}
