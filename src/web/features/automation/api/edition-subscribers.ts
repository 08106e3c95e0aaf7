import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { romeDay } from "../../../../shared/dates";
import { editionSubscriberListSchema, type EditionSubscriberList } from "../../../../shared/edition";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { readJson, toApiError } from "../../../lib/api-request";
import { attachmentName } from "../../../lib/attachment-name";
import { saveBlob } from "../../../lib/save-blob";
import { automationKeys } from "./query-keys";

/** GET /api/admin/edition/subscribers: the counts and one page of addresses, newest first. */
export async function getEditionSubscribers(auth: AuthClient, page: number): Promise<EditionSubscriberList> {
  return readJson(await auth.fetch(`/api/admin/edition/subscribers${page > 1 ? `?page=${page}` : ""}`), editionSubscriberListSchema);
}

/** A page of subscribers; the page before stays on screen while the next one loads. */
export function useEditionSubscribers(page: number) {
  const auth = useAuthClient();
  return useQuery({ queryKey: [...automationKeys.subscribers, page], queryFn: () => getEditionSubscribers(auth, page), placeholderData: keepPreviousData });
}

/** DELETE /api/admin/edition/subscribers/:id, then the list is read again. */
export function useRemoveEditionSubscriber() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await auth.fetch(`/api/admin/edition/subscribers/${encodeURIComponent(id)}`, { method: "DELETE" });
      if (!response.ok) throw await toApiError(response);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: automationKeys.subscribers }),
  });
}

/** "Esporta CSV": GET /api/admin/edition/subscribers.csv through the signed-in fetch, handed to the browser. */
export function useExportEditionSubscribers() {
  const auth = useAuthClient();
  return useMutation({
    mutationFn: async () => {
      const response = await auth.fetch("/api/admin/edition/subscribers.csv");
      if (!response.ok) throw await toApiError(response);
      const filename = attachmentName(response.headers.get("content-disposition"), `iscritti-edizione-${romeDay()}.csv`);
      saveBlob(await response.blob(), filename);
      return filename;
    },
  });
}
