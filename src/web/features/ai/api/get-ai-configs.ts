import { useQuery } from "@tanstack/react-query";
import { aiConfigListSchema, type AiConfigView } from "../../../../shared/ai";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { aiKeys } from "./query-keys";
import { readJson } from "../../../lib/api-request";

/** GET /api/admin/ai-configs: every provider by priority, keys masked. */
export async function getAiConfigs(auth: AuthClient): Promise<AiConfigView[]> {
  return readJson(await auth.fetch("/api/admin/ai-configs"), aiConfigListSchema);
}

/** The provider list, cached under aiKeys.configs. */
export function useAiConfigs() {
  const auth = useAuthClient();
  return useQuery({ queryKey: aiKeys.configs, queryFn: () => getAiConfigs(auth) });
}
