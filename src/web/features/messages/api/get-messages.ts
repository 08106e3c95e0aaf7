import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DashboardCounts } from "../../../../shared/dashboard";
import { messageListSchema, type MessageList } from "../../../../shared/messages";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { readJson } from "../../../lib/api-request";
import { DASHBOARD_COUNTS_KEY } from "../../../lib/dashboard-counts";
import { inboxSearch, type InboxView } from "../inbox-view";
import { messageKeys } from "./query-keys";

/** GET /api/admin/messages: one page of the inbox, newest first, with the totals. */
export async function getMessages(auth: AuthClient, view: InboxView): Promise<MessageList> {
  const search = inboxSearch(view).toString();
  return readJson(await auth.fetch(`/api/admin/messages${search ? `?${search}` : ""}`), messageListSchema);
}

/**
 * A page of the inbox. The page before stays on screen while the next one
 * loads, and every answer brings the sidebar's unread badge up to date.
 */
export function useMessages(view: InboxView) {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.page(view),
    queryFn: async () => {
      const list = await getMessages(auth, view);
      queryClient.setQueryData<DashboardCounts>(DASHBOARD_COUNTS_KEY, (counts) => (counts ? { ...counts, unread_messages: list.unread } : counts));
      return list;
    },
    placeholderData: keepPreviousData,
  });
}
