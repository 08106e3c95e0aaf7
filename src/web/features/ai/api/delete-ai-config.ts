import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AiConfigView } from "../../../../shared/ai";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { aiKeys } from "./query-keys";
import { toApiError } from "../../../lib/api-request";

/** DELETE /api/admin/ai-configs/:id (204). */
export async function deleteAiConfig(auth: AuthClient, id: string): Promise<void> {
  const response = await auth.fetch(`/api/admin/ai-configs/${encodeURIComponent(id)}`, { method: "DELETE" });
  if (!response.ok) throw await toApiError(response);
}

/** Deletes a provider and drops its row, and its usage bar, from the cache. */
export function useDeleteAiConfig() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAiConfig(auth, id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<AiConfigView[]>(aiKeys.configs, (configs) => configs?.filter((config) => config.id !== id));
    },
  });
}
