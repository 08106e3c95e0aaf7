import { useQuery } from "@tanstack/react-query";
import { aiUsageResponseSchema, type AiUsageResponse } from "../../../../shared/ai";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { aiKeys } from "./query-keys";
import { readJson } from "../../../lib/api-request";

/** How often the usage monitor reads the counters while the screen is open. */
export const USAGE_REFRESH_MS = 30_000;

/** GET /api/admin/ai-usage: today's requests per provider and the local analyzer's count. */
export async function getAiUsage(auth: AuthClient): Promise<AiUsageResponse> {
  return readJson(await auth.fetch("/api/admin/ai-usage"), aiUsageResponseSchema);
}

/** Today's usage, re-read every 30 seconds (the worker keeps processing while the admin watches). */
export function useAiUsage() {
  const auth = useAuthClient();
  return useQuery({ queryKey: aiKeys.usage, queryFn: () => getAiUsage(auth), refetchInterval: USAGE_REFRESH_MS });
}
