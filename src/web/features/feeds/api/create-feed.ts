import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Category } from "../../../../shared/constants";
import { createdFeedSchema, discoveredFeedsSchema, type CreatedFeed, type DiscoveredFeed, type FeedCheckFailure, type FeedView } from "../../../../shared/feeds";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { feedKeys } from "./query-keys";
import { ApiError, JSON_HEADERS, readJson } from "../../../lib/api-request";

export interface NewFeed {
  name: string;
  feed_url: string;
  import_limit: number;
  max_age_days: number;
  default_category: Category | null;
  /** "Salva comunque": store it without reading it first. */
  force?: boolean;
}

/** The add's outcome: the feed stored with what its reading found, or the reading's refusal (422) with the site's feeds. */
export type CreateFeedOutcome = { added: CreatedFeed } | { refused: FeedCheckFailure };

/**
 * POST /api/admin/feeds: the feed as stored, or why it was not (its 422 is an answer here, not an error);
 * for a page that is no feed, the site's feeds from POST /api/admin/feeds/discover come with it.
 */
export async function createFeed(auth: AuthClient, feed: NewFeed): Promise<CreateFeedOutcome> {
  const response = await auth.fetch("/api/admin/feeds", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify(feed) });
  try {
    return { added: await readJson(response, createdFeedSchema) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    const candidates = error.code === "not_a_feed" ? await discoverFeeds(auth, feed.feed_url).catch(() => []) : [];
    return { refused: { error: error.code, message: error.message, candidates } };
  }
}

/** POST /api/admin/feeds/discover: the working feeds of the site whose page `url` is. */
export async function discoverFeeds(auth: AuthClient, url: string): Promise<DiscoveredFeed[]> {
  const response = await auth.fetch("/api/admin/feeds/discover", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ url }) });
  return (await readJson(response, discoveredFeedsSchema)).candidates;
}

/** Adds a feed and puts it at the top of the cached list (the list is newest first). */
export function useCreateFeed() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feed: NewFeed) => createFeed(auth, feed),
    onSuccess: (outcome) => {
      if (!("added" in outcome)) return;
      queryClient.setQueryData<FeedView[]>(feedKeys.list, (feeds) => (feeds ? [outcome.added, ...feeds] : feeds));
      void queryClient.invalidateQueries({ queryKey: feedKeys.list });
    },
  });
}
