import { useMutation, useQueryClient } from "@tanstack/react-query";
import { aiConfigViewSchema, type AiConfigView } from "../../../../shared/ai";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { sortByPriority } from "../provider-order";
import { aiKeys } from "./query-keys";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";

/** One change at a time, as the list makes them. */
export type AiConfigChange = { active: boolean } | { priority: number };

/** PATCH /api/admin/ai-configs/:id: the provider after the change. */
export async function updateAiConfig(auth: AuthClient, id: string, change: AiConfigChange): Promise<AiConfigView> {
  const response = await auth.fetch(`/api/admin/ai-configs/${encodeURIComponent(id)}`, {
    method: "PATCH",
    headers: JSON_HEADERS,
    body: JSON.stringify(change),
  });
  return readJson(response, aiConfigViewSchema);
}

/** Changes a provider and swaps the answer into the cached list, re-sorted since a new priority moves the row. */
export function useUpdateAiConfig() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AiConfigChange }) => updateAiConfig(auth, id, change),
    onSuccess: (updated) => {
      queryClient.setQueryData<AiConfigView[]>(aiKeys.configs, (configs) =>
        configs ? sortByPriority(configs.map((config) => (config.id === updated.id ? updated : config))) : configs,
      );
    },
  });
}
