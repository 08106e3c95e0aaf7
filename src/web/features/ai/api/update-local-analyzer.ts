import { useMutation, useQueryClient } from "@tanstack/react-query";
import { localAnalyzerViewSchema, type LocalAnalyzerView } from "../../../../shared/ai";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { aiKeys } from "./query-keys";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";

/** PUT /api/admin/ai/local-analyzer: switches the offline analyzer on or off. */
export async function updateLocalAnalyzer(auth: AuthClient, enabled: boolean): Promise<LocalAnalyzerView> {
  const response = await auth.fetch("/api/admin/ai/local-analyzer", { method: "PUT", headers: JSON_HEADERS, body: JSON.stringify({ enabled }) });
  return readJson(response, localAnalyzerViewSchema);
}

/** Switches the local analyzer and stores the answer in the cache. */
export function useUpdateLocalAnalyzer() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => updateLocalAnalyzer(auth, enabled),
    onSuccess: (updated) => queryClient.setQueryData(aiKeys.localAnalyzer, updated),
  });
}
