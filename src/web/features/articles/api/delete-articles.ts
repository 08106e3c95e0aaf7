import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bulkDeleteResultSchema, type BulkDeleteResult } from "../../../../shared/admin-articles";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readJson, toApiError } from "../../../lib/api-request";
import { articleKeys } from "./query-keys";

/** DELETE /api/admin/articles/:id (204). */
export async function deleteArticle(auth: AuthClient, id: string): Promise<void> {
  const response = await auth.fetch(`/api/admin/articles/${encodeURIComponent(id)}`, { method: "DELETE" });
  if (!response.ok) throw await toApiError(response);
}

/** POST /api/admin/articles/bulk-delete: at most 500 ids; those not found are ignored. */
export async function bulkDeleteArticles(auth: AuthClient, ids: string[]): Promise<BulkDeleteResult> {
  const response = await auth.fetch("/api/admin/articles/bulk-delete", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ ids }) });
  return readJson(response, bulkDeleteResultSchema);
}

/** Deletes one article; the list, the numbers and the sources are read again. */
export function useDeleteArticle() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteArticle(auth, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: articleKeys.all }),
  });
}

/** Deletes the selected articles; the list, the numbers and the sources are read again. */
export function useBulkDeleteArticles() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => bulkDeleteArticles(auth, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: articleKeys.all }),
  });
}
