import { useQuery } from "@tanstack/react-query";
import { LIMITS } from "../../../../shared/constants";
import { healthListSchema, type HealthList } from "../../../../shared/health";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { readJson } from "../../../lib/api-request";
import { diagnosticsKeys } from "./query-keys";

/** "Stato Sistema" reads the readings again this often while it is open (docs/product.md#diagnostica-sistema). */
export const HEALTH_REFRESH_MS = 30_000;

/** GET /api/admin/health?limit=20: the latest readings, newest first. */
export async function getHealth(auth: AuthClient): Promise<HealthList> {
  return readJson(await auth.fetch(`/api/admin/health?limit=${LIMITS.healthHistory.fallback}`), healthListSchema);
}

/**
 * The latest readings, read again every 30 seconds while the "Stato Sistema"
 * tab is mounted (the other tabs unmount it) and the browser tab is visible.
 */
export function useHealth() {
  const auth = useAuthClient();
  return useQuery({ queryKey: diagnosticsKeys.health, queryFn: () => getHealth(auth), refetchInterval: HEALTH_REFRESH_MS });
}
