import { AppError } from "../platform/errors.js";
import type { FeedTestResult } from "../shared/feeds.js";
import { checkFeedAddress } from "./check-feed.js";
import type { Fetcher } from "./fetch/fetcher.js";

/**
 * Reads a URL the admin is considering as the sync would (check-feed.ts), importing nothing. A feed that
 * cannot be read (its worker dying or overrunning included) is a 422 whose error is the typed reason;
 * a test cut by `stopping` throws the signal's reason.
 */
export async function testFeed(fetcher: Fetcher, url: string, stopping?: AbortSignal): Promise<FeedTestResult> {
  const check = await checkFeedAddress(fetcher, url, stopping);
  if (!check.ok) throw new AppError(422, check.reason, check.message);
  return check.result;
}
