import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adsenseConfigViewSchema, type AdsenseConfigData, type AdsenseConfigView } from "../../../../shared/ads";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";
import { adsenseKeys } from "./query-keys";

/** PUT /api/admin/adsense: replaces the whole configuration and answers the stored row. */
export async function saveAdsenseConfig(auth: AuthClient, config: AdsenseConfigData): Promise<AdsenseConfigView> {
  const response = await auth.fetch("/api/admin/adsense", { method: "PUT", headers: JSON_HEADERS, body: JSON.stringify(config) });
  return readJson(response, adsenseConfigViewSchema);
}

/** Saves the configuration and stores the answer in the cache. */
export function useSaveAdsenseConfig() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: AdsenseConfigData) => saveAdsenseConfig(auth, config),
    onSuccess: (saved) => queryClient.setQueryData(adsenseKeys.config, saved),
  });
}
