import { useQuery } from "@tanstack/react-query";
import { dashboardCountsSchema, type DashboardCounts } from "../../shared/dashboard";
import { readJson } from "./api-request";
import type { AuthClient } from "./auth/auth-client";
import { useAuthClient } from "./auth/auth-provider";

/**
 * The cache key of the sidebar's counts. A screen whose change moves a count
 * (reading or deleting a message) invalidates it; it lives here, not in a
 * feature, because the layout reads it and features import no other feature.
 */
export const DASHBOARD_COUNTS_KEY = ["dashboard", "counts"] as const;

/** A new message arrives without the admin doing anything: the counts are read again this often while the dashboard is open. */
const REFRESH_MS = 60_000;

/** GET /api/admin/dashboard/counts. */
export async function getDashboardCounts(auth: AuthClient): Promise<DashboardCounts> {
  return readJson(await auth.fetch("/api/admin/dashboard/counts"), dashboardCountsSchema);
}

/** The sidebar's counts for the dashboard layout (docs/product.md#dashboard-shell); also read again when the tab comes back into view. */
export function useDashboardCounts() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: DASHBOARD_COUNTS_KEY,
    queryFn: () => getDashboardCounts(auth),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
