import { useMutation, useQueryClient } from "@tanstack/react-query";
import { aiConfigViewSchema, type AiConfigView } from "../../../../shared/ai";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import type { NewAiConfig } from "../provider-form";
import { sortByPriority } from "../provider-order";
import { aiKeys } from "./query-keys";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";

/** POST /api/admin/ai-configs: the provider as stored, its key already masked (201). */
export async function createAiConfig(auth: AuthClient, config: NewAiConfig): Promise<AiConfigView> {
  const response = await auth.fetch("/api/admin/ai-configs", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify(config) });
  return readJson(response, aiConfigViewSchema);
}

/** Adds a provider, slots it into the cached list by priority, and refreshes the usage bars. */
export function useCreateAiConfig() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: NewAiConfig) => createAiConfig(auth, config),
    onSuccess: (created) => {
      queryClient.setQueryData<AiConfigView[]>(aiKeys.configs, (configs) => (configs ? sortByPriority([...configs, created]) : configs));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: aiKeys.configs }),
        queryClient.invalidateQueries({ queryKey: aiKeys.usage }),
      ]);
    },
  });
}
