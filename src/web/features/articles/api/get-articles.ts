import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminArticlePageSchema, type AdminArticlePage } from "../../../../shared/admin-articles";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { readJson } from "../../../lib/api-request";
import { writeListState, type ListState } from "../list-state";
import { articleKeys } from "./query-keys";

/** GET /api/admin/articles: one page of the filtered list, newest publication first. */
export async function getArticles(auth: AuthClient, state: ListState): Promise<AdminArticlePage> {
  const query = writeListState(state).toString();
  return readJson(await auth.fetch(`/api/admin/articles${query ? `?${query}` : ""}`), adminArticlePageSchema);
}

/** The page the URL asks for; the page before stays on screen while the next one loads. */
export function useArticles(state: ListState) {
  const auth = useAuthClient();
  return useQuery({ queryKey: articleKeys.list(state), queryFn: () => getArticles(auth, state), placeholderData: keepPreviousData });
}
