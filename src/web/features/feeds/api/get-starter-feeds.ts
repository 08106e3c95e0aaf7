import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { starterFeedListSchema, type StarterFeed } from "../../../../shared/starter-feeds";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { readJson } from "../../../lib/api-request";
import { feedKeys } from "./query-keys";

/** GET /api/admin/feeds/starter: the starter list, each feed marked when already followed. */
export async function getStarterFeeds(auth: AuthClient): Promise<StarterFeed[]> {
  return readJson(await auth.fetch("/api/admin/feeds/starter"), starterFeedListSchema);
}

/**
 * The starter list, keyed by how many feeds are followed: deleting a feed only
 * edits the cached feed list, and a new count is what asks again for the marks.
 */
export function useStarterFeeds(followed: number | undefined) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: [...feedKeys.starter, followed],
    queryFn: () => getStarterFeeds(auth),
    enabled: followed !== undefined,
    placeholderData: keepPreviousData,
  });
}
