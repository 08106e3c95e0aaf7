import { useMutation, useQueryClient } from "@tanstack/react-query";
import { processArticlesResponseSchema, type ProcessArticlesResponse } from "../../../../shared/ai";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { aiKeys } from "./query-keys";
import { JSON_HEADERS, readOutcome } from "../../../lib/api-request";

/** POST /api/functions/process-article-with-ai with `auto_process`: enriches the pending articles now. */
export async function processPending(auth: AuthClient): Promise<ProcessArticlesResponse> {
  const response = await auth.fetch("/api/functions/process-article-with-ai", {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify({ auto_process: true }),
  });
  return readOutcome(response, processArticlesResponseSchema);
}

/** The "Elabora articoli in attesa" action; afterwards the counters and the list are read again. */
export function useProcessPending() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => processPending(auth),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.all }),
  });
}
