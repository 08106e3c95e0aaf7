import { useQuery } from "@tanstack/react-query";
import { adsenseConfigViewSchema, type AdsenseConfigView } from "../../../../shared/ads";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { readJson } from "../../../lib/api-request";
import { adsenseKeys } from "./query-keys";

/** GET /api/admin/adsense: the single AdSense configuration row. */
export async function getAdsenseConfig(auth: AuthClient): Promise<AdsenseConfigView> {
  return readJson(await auth.fetch("/api/admin/adsense"), adsenseConfigViewSchema);
}

/** The AdSense configuration, cached under adsenseKeys.config. */
export function useAdsenseConfig() {
  const auth = useAuthClient();
  return useQuery({ queryKey: adsenseKeys.config, queryFn: () => getAdsenseConfig(auth) });
}
