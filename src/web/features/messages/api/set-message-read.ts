import { useMutation, useQueryClient } from "@tanstack/react-query";
import { contactMessageViewSchema, type ContactMessageView, type MessageList } from "../../../../shared/messages";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";
import { DASHBOARD_COUNTS_KEY } from "../../../lib/dashboard-counts";
import { messageKeys } from "./query-keys";

/** PATCH /api/admin/messages/:id: the message after the change. */
export async function setMessageRead(auth: AuthClient, id: string, read: boolean): Promise<ContactMessageView> {
  const response = await auth.fetch(`/api/admin/messages/${encodeURIComponent(id)}`, {
    method: "PATCH",
    headers: JSON_HEADERS,
    body: JSON.stringify({ read }),
  });
  return readJson(response, contactMessageViewSchema);
}

/**
 * Marks a message read or unread: the row changes at once, then the pages
 * (a read message leaves the "Non letti" view) and the sidebar's badge are read again.
 */
export function useSetMessageRead() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => setMessageRead(auth, id, read),
    onSuccess: (updated) => {
      queryClient.setQueriesData<MessageList>({ queryKey: messageKeys.all }, (list) =>
        list ? { ...list, messages: list.messages.map((message) => (message.id === updated.id ? updated : message)) } : list,
      );
      // Not awaited: in the "Non letti" view the refetch takes a read message off the page, and the caller's toast must come first.
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_COUNTS_KEY });
    },
  });
}
