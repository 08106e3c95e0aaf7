import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FeedView } from "../../../../shared/feeds";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { feedKeys } from "./query-keys";
import { toApiError } from "../../../lib/api-request";

/** DELETE /api/admin/feeds/:id (204). */
export async function deleteFeed(auth: AuthClient, id: string): Promise<void> {
  const response = await auth.fetch(`/api/admin/feeds/${encodeURIComponent(id)}`, { method: "DELETE" });
  if (!response.ok) throw await toApiError(response);
}

/** Deletes a feed and drops its row from the cached list. */
export function useDeleteFeed() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteFeed(auth, id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<FeedView[]>(feedKeys.list, (feeds) => feeds?.filter((feed) => feed.id !== id));
    },
  });
}
