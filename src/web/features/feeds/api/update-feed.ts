import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Category, ScrapeMode } from "../../../../shared/constants";
import { feedViewSchema, type FeedView } from "../../../../shared/feeds";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { feedKeys } from "./query-keys";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";

/** One change at a time, as the table makes them (the settings dialog saves its fields together). */
export type FeedChange =
  | { active: boolean }
  | { import_limit: number }
  | {
      max_age_days: number;
      default_category: Category | null;
      import_limit: number;
      scrape_mode: ScrapeMode;
      content_selector: string | null;
      summary_max_chars: number;
      show_images: boolean;
    };

/** PATCH /api/admin/feeds/:id: the feed after the change. */
export async function updateFeed(auth: AuthClient, id: string, change: FeedChange): Promise<FeedView> {
  const response = await auth.fetch(`/api/admin/feeds/${encodeURIComponent(id)}`, {
    method: "PATCH",
    headers: JSON_HEADERS,
    body: JSON.stringify(change),
  });
  return readJson(response, feedViewSchema);
}

/** Changes a feed and swaps the answer into the cached list, so the row updates without a reload. */
export function useUpdateFeed() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: FeedChange }) => updateFeed(auth, id, change),
    onSuccess: (updated) => {
      queryClient.setQueryData<FeedView[]>(feedKeys.list, (feeds) => feeds?.map((feed) => (feed.id === updated.id ? updated : feed)));
    },
  });
}
