import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Category } from "../../../../shared/constants";
import { feedViewSchema, type FeedView } from "../../../../shared/feeds";
import type { ListingSelectors } from "../../../../shared/listing-selectors";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";
import { feedKeys } from "./query-keys";

export interface NewListingSource {
  name: string;
  feed_url: string;
  selectors: ListingSelectors;
  default_category: Category | null;
}

/** POST /api/admin/feeds/listing: the page without a feed, stored as a source. */
export async function createListingSource(auth: AuthClient, source: NewListingSource): Promise<FeedView> {
  const response = await auth.fetch("/api/admin/feeds/listing", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify(source) });
  return readJson(response, feedViewSchema);
}

/** Adds a page without a feed and puts it at the top of the cached feed list. */
export function useCreateListingSource() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: NewListingSource) => createListingSource(auth, source),
    onSuccess: (created) => {
      queryClient.setQueryData<FeedView[]>(feedKeys.list, (feeds) => (feeds ? [created, ...feeds] : feeds));
      void queryClient.invalidateQueries({ queryKey: feedKeys.list });
    },
  });
}
