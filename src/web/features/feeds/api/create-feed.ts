import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Category } from "../../../../shared/constants";
import { feedViewSchema, type FeedView } from "../../../../shared/feeds";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { feedKeys } from "./query-keys";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";

export interface NewFeed {
  name: string;
  feed_url: string;
  import_limit: number;
  max_age_days: number;
  default_category: Category | null;
}

/** POST /api/admin/feeds: the feed as stored. */
export async function createFeed(auth: AuthClient, feed: NewFeed): Promise<FeedView> {
  const response = await auth.fetch("/api/admin/feeds", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify(feed) });
  return readJson(response, feedViewSchema);
}

/** Adds a feed and puts it at the top of the cached list (the list is newest first). */
export function useCreateFeed() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feed: NewFeed) => createFeed(auth, feed),
    onSuccess: (created) => {
      queryClient.setQueryData<FeedView[]>(feedKeys.list, (feeds) => (feeds ? [created, ...feeds] : feeds));
      void queryClient.invalidateQueries({ queryKey: feedKeys.list });
    },
  });
}
