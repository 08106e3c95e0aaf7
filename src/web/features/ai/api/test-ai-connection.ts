import { useMutation } from "@tanstack/react-query";
import { aiConnectionTestResponseSchema, type AiConnectionTestResponse } from "../../../../shared/ai";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readOutcome } from "../../../lib/api-request";

/** POST /api/admin/ai-configs/:id/test: one real minimal call with the stored key; `success: false` carries the provider's error. */
export async function testAiConnection(auth: AuthClient, id: string): Promise<AiConnectionTestResponse> {
  const response = await auth.fetch(`/api/admin/ai-configs/${encodeURIComponent(id)}/test`, { method: "POST", headers: JSON_HEADERS, body: "{}" });
  return readOutcome(response, aiConnectionTestResponseSchema);
}

/** The "Test connessione" action of one provider. */
export function useTestAiConnection() {
  const auth = useAuthClient();
  return useMutation({ mutationFn: (id: string) => testAiConnection(auth, id) });
}
