import { z } from "zod";
import { CATEGORIES, LIMITS } from "./constants.js";

/** One feed of the starter list (docs/product.md#feed-rss), and whether a followed feed already has its URL. */
export const starterFeedSchema = z.object({
  name: z.string(),
  feed_url: z.string(),
  /** The publisher's site, when the list gives it. */
  site_url: z.string().nullable(),
  /** Becomes the feed's default category when added; null for general feeds. */
  category: z.enum(CATEGORIES).nullable(),
  /** The list's folder the feed sits in ("Generaliste", "Sezioni"...). */
  group: z.string().nullable(),
  added: z.boolean(),
});
export type StarterFeed = z.infer<typeof starterFeedSchema>;

/** GET /api/admin/feeds/starter: the starter list in its file's order. */
export const starterFeedListSchema = z.array(starterFeedSchema);

/**
 * POST /api/admin/feeds/starter body: the starter feeds to add, by URL ("Aggiungi tutte" sends the whole list).
 * Named one by one, never "all" by default: an empty body adds nothing.
 */
export const addStarterFeedsSchema = z.object({
  feed_urls: z.array(z.string().trim().min(1).max(2000)).min(1, "feed_urls must list at least one feed").max(LIMITS.opmlFeeds),
});

/** POST /api/admin/feeds/starter answer: how many were added, and how many were there already. */
export const addStarterFeedsResultSchema = z.object({
  added: z.number().int(),
  skipped: z.number().int(),
});
export type AddStarterFeedsResult = z.infer<typeof addStarterFeedsResultSchema>;
