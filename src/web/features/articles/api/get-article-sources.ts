import { useQuery } from "@tanstack/react-query";
import { adminArticleSourcesSchema } from "../../../../shared/admin-articles";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { readJson } from "../../../lib/api-request";
import { articleKeys } from "./query-keys";

/** GET /api/admin/articles/sources: the source names, for the source filter. */
export async function getArticleSources(auth: AuthClient): Promise<string[]> {
  return readJson(await auth.fetch("/api/admin/articles/sources"), adminArticleSourcesSchema);
}

/** The source filter's choices, cached under articleKeys.sources. */
export function useArticleSources() {
  const auth = useAuthClient();
  return useQuery({ queryKey: articleKeys.sources, queryFn: () => getArticleSources(auth) });
}
