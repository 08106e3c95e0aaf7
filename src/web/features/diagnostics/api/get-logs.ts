import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { logListSchema, type LogList } from "../../../../shared/diagnostics";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { readJson } from "../../../lib/api-request";
import { logListSearch, type LogFilters } from "../log-view";
import { diagnosticsKeys } from "./query-keys";

/** GET /api/admin/logs?search=&level=&category=: the latest 100 matching lines and how many match in all. */
export async function getLogs(auth: AuthClient, filters: LogFilters): Promise<LogList> {
  const search = logListSearch(filters);
  return readJson(await auth.fetch(`/api/admin/logs${search ? `?${search}` : ""}`), logListSchema);
}

/** The log lines of the filters; while other filters load, the last lines stay on screen. */
export function useLogs(filters: LogFilters) {
  const auth = useAuthClient();
  return useQuery({ queryKey: diagnosticsKeys.logList(filters), queryFn: () => getLogs(auth, filters), placeholderData: keepPreviousData });
}
