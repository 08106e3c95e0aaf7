import { useQuery } from "@tanstack/react-query";
import { adminArticleStatsSchema, type AdminArticleStats } from "../../../../shared/admin-articles";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { readJson } from "../../../lib/api-request";
import { articleKeys } from "./query-keys";

/** GET /api/admin/articles/stats: the five cards' numbers. */
export async function getArticleStats(auth: AuthClient): Promise<AdminArticleStats> {
  return readJson(await auth.fetch("/api/admin/articles/stats"), adminArticleStatsSchema);
}

/** The five numbers, cached under articleKeys.stats. */
export function useArticleStats() {
  const auth = useAuthClient();
  return useQuery({ queryKey: articleKeys.stats, queryFn: () => getArticleStats(auth) });
}
