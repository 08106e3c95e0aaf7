import { useQuery } from "@tanstack/react-query";
import { feedListSchema, type FeedView } from "../../../../shared/feeds";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { feedKeys } from "./query-keys";
import { readJson } from "../../../lib/api-request";

/** GET /api/admin/feeds: every feed, newest first. */
export async function getFeeds(auth: AuthClient): Promise<FeedView[]> {
  return readJson(await auth.fetch("/api/admin/feeds"), feedListSchema);
}

/** The feed list, cached under feedKeys.list. */
export function useFeeds() {
  const auth = useAuthClient();
  return useQuery({ queryKey: feedKeys.list, queryFn: () => getFeeds(auth) });
}
