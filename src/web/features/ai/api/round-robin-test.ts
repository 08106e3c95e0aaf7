import { useMutation, useQueryClient } from "@tanstack/react-query";
import { roundRobinTestResponseSchema, type RoundRobinTestResponse } from "../../../../shared/ai";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { aiKeys } from "./query-keys";
import { JSON_HEADERS, readOutcome } from "../../../lib/api-request";

/** POST /api/admin/ai/round-robin-test: one pending article through the rotation; `success: false` when none is pending. */
export async function roundRobinTest(auth: AuthClient): Promise<RoundRobinTestResponse> {
  const response = await auth.fetch("/api/admin/ai/round-robin-test", { method: "POST", headers: JSON_HEADERS, body: "{}" });
  return readOutcome(response, roundRobinTestResponseSchema);
}

/** The "Test Round-Robin" action; afterwards the counters and the list are read again. */
export function useRoundRobinTest() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => roundRobinTest(auth),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.all }),
  });
}
