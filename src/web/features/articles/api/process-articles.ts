import { useMutation, useQueryClient } from "@tanstack/react-query";
import { processArticlesResponseSchema, type ProcessArticlesResponse } from "../../../../shared/ai";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readOutcome } from "../../../lib/api-request";
import { articleKeys } from "./query-keys";

/** POST /api/functions/process-article-with-ai: `{auto_process: true}` for every pending article, or `{article_id}` for one. */
export async function processArticles(auth: AuthClient, articleId?: string): Promise<ProcessArticlesResponse> {
  const response = await auth.fetch("/api/functions/process-article-with-ai", {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify(articleId ? { article_id: articleId } : { auto_process: true }),
  });
  return readOutcome(response, processArticlesResponseSchema);
}

/** "Elabora con AI" (no id) or "Elabora ora con AI" / "Riprova" (an id); the list and the numbers are read again after. */
export function useProcessArticles() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (articleId?: string) => processArticles(auth, articleId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: articleKeys.all }),
  });
}
