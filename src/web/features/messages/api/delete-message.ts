import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { toApiError } from "../../../lib/api-request";
import { DASHBOARD_COUNTS_KEY } from "../../../lib/dashboard-counts";
import { messageKeys } from "./query-keys";

/** DELETE /api/admin/messages/:id (204). */
export async function deleteMessage(auth: AuthClient, id: string): Promise<void> {
  const response = await auth.fetch(`/api/admin/messages/${encodeURIComponent(id)}`, { method: "DELETE" });
  if (!response.ok) throw await toApiError(response);
}

/** Deletes a message, then reads the pages (the next message moves up) and the sidebar's badge again. */
export function useDeleteMessage() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMessage(auth, id),
    // Not awaited: the refetch takes the message off the page, and the caller's toast must come before its button goes.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_COUNTS_KEY });
    },
  });
}
