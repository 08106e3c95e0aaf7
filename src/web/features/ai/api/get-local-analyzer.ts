import { useQuery } from "@tanstack/react-query";
import { localAnalyzerViewSchema, type LocalAnalyzerView } from "../../../../shared/ai";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { aiKeys } from "./query-keys";
import { readJson } from "../../../lib/api-request";

/** GET /api/admin/ai/local-analyzer: whether the offline analyzer may step in, and how much it did today. */
export async function getLocalAnalyzer(auth: AuthClient): Promise<LocalAnalyzerView> {
  return readJson(await auth.fetch("/api/admin/ai/local-analyzer"), localAnalyzerViewSchema);
}

/** The local analyzer's state, cached under aiKeys.localAnalyzer. */
export function useLocalAnalyzer() {
  const auth = useAuthClient();
  return useQuery({ queryKey: aiKeys.localAnalyzer, queryFn: () => getLocalAnalyzer(auth) });
}
