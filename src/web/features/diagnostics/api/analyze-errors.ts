import { useMutation, useQueryClient } from "@tanstack/react-query";
import { analyzeErrorsResponseSchema, type AnalyzeErrorsResponse } from "../../../../shared/ai";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readOutcome } from "../../../lib/api-request";
import { diagnosticsKeys } from "./query-keys";

/** POST /api/functions/analyze-errors-with-ai {auto_analyze: true}: how many open errors got an analysis. */
export async function analyzeErrors(auth: AuthClient): Promise<AnalyzeErrorsResponse> {
  const response = await auth.fetch("/api/functions/analyze-errors-with-ai", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ auto_analyze: true }) });
  return readOutcome(response, analyzeErrorsResponseSchema);
}

/** "Analizza con AI": afterwards the lists are read again, so "In attesa" turns into "Analizzato". */
export function useAnalyzeErrors() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => analyzeErrors(auth),
    onSettled: () => queryClient.invalidateQueries({ queryKey: diagnosticsKeys.errors }),
  });
}
