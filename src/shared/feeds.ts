import { z } from "zod";
import { LIMITS } from "./constants.js";

const httpUrl = z
  .string()
  .trim()
  .min(1, "feed_url is required")
  .max(2000)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), "feed_url must be an http(s) URL");

/**
 * import_limit as docs/product.md#feed-rss reads it: missing or non-numeric falls back to 10;
 * a number outside 1..100 is refused (the form says "Il limite deve essere tra 1 e 100").
 */
const importLimit = z.preprocess((value) => {
  const number = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(number) ? Math.trunc(number) : LIMITS.importLimit.fallback;
}, z.number().int().min(LIMITS.importLimit.min, "import_limit must be between 1 and 100").max(LIMITS.importLimit.max, "import_limit must be between 1 and 100"));

export const createFeedSchema = z.object({
  name: z.string().trim().min(1, "name is required").max(200),
  feed_url: httpUrl,
  import_limit: importLimit,
});

export const updateFeedSchema = z
  .object({ active: z.boolean().optional(), import_limit: importLimit.optional() })
  .refine((value) => value.active !== undefined || value.import_limit !== undefined, "nothing to update: send active or import_limit");

export const testFeedSchema = z.object({ url: httpUrl });

/** Why a feed or page could not be read: stored as error_type, labelled by the dashboard. */
export type FeedFailureReason =
  | "timeout"
  | "dns"
  | "tls"
  | "connection"
  | "http_status"
  | "too_many_redirects"
  | "too_large"
  | "ssrf_refused"
  | "bot_protection"
  | "not_a_feed"
  | "parse_error";

/** A feed as the admin API returns it. */
export interface FeedView {
  id: string;
  name: string;
  feed_url: string;
  import_limit: number;
  active: boolean;
  last_sync: string | null;
  last_sync_status: "success" | "failed" | "pending";
  consecutive_failures: number;
  last_error_reason: string | null;
  last_error: string | null;
  retry_after: string | null;
  created_at: string;
}

/** The sync response (docs/product.md#server-functions). */
export interface SyncResponse {
  success: boolean;
  error: string | null;
  imported: number;
  scraped: number;
  feeds_processed: number;
  feeds_succeeded: number;
  feeds_failed: number;
  duration_ms: number;
  results: Array<{ feedName: string; success: boolean; imported: number; error: string | null }>;
  message: string;
}

/** The four cards of the Feed RSS screen. */
export interface ScrapingStats {
  total: number;
  scraped: number;
  rss: number;
  average_words: number;
}

/** POST /api/admin/feeds/test answer: nothing is imported. */
export interface FeedTestResult {
  title: string;
  item_count: number;
  items: string[];
}

/** POST /api/admin/feeds/opml answer. */
export interface OpmlImportResult {
  added: number;
  skipped: number;
  invalid: number;
}
