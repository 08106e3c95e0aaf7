import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addStarterFeedsResultSchema, type AddStarterFeedsResult } from "../../../../shared/starter-feeds";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";
import { feedKeys } from "./query-keys";

/** POST /api/admin/feeds/starter: adds the named starter feeds that are not followed yet. */
export async function addStarterFeeds(auth: AuthClient, feedUrls: string[]): Promise<AddStarterFeedsResult> {
  const response = await auth.fetch("/api/admin/feeds/starter", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ feed_urls: feedUrls }) });
  return readJson(response, addStarterFeedsResultSchema);
}

/** Adds starter feeds, then reloads the feed list and, under it, the starter list's marks. */
export function useAddStarterFeeds() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedUrls: string[]) => addStarterFeeds(auth, feedUrls),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.list }),
  });
}
