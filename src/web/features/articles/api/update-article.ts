import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminArticleSchema, type AdminArticle, type UpdateArticleInput } from "../../../../shared/admin-articles";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";
import { articleKeys } from "./query-keys";

/** PATCH /api/admin/articles/:id: the edit dialog's fields. */
export async function updateArticle(auth: AuthClient, id: string, input: UpdateArticleInput): Promise<AdminArticle> {
  const response = await auth.fetch(`/api/admin/articles/${encodeURIComponent(id)}`, { method: "PATCH", headers: JSON_HEADERS, body: JSON.stringify(input) });
  return readJson(response, adminArticleSchema);
}

/** Saves an edit; the list is read again (a filter may no longer match the article). */
export function useUpdateArticle() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateArticleInput }) => updateArticle(auth, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articleKeys.all }),
  });
}
