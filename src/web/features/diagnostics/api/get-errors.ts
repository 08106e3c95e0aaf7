import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { errorListSchema, type ErrorList } from "../../../../shared/diagnostics";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { readJson } from "../../../lib/api-request";
import { errorListSearch, type ErrorFilters } from "../error-view";
import { diagnosticsKeys } from "./query-keys";

/** GET /api/admin/errors?severity=&state=: the latest 50 matching errors and the four counters. */
export async function getErrors(auth: AuthClient, filters: ErrorFilters): Promise<ErrorList> {
  const search = errorListSearch(filters);
  return readJson(await auth.fetch(`/api/admin/errors${search ? `?${search}` : ""}`), errorListSchema);
}

/** The error list of the filters; while other filters load, the last list stays on screen. */
export function useErrors(filters: ErrorFilters) {
  const auth = useAuthClient();
  return useQuery({ queryKey: diagnosticsKeys.errorList(filters), queryFn: () => getErrors(auth, filters), placeholderData: keepPreviousData });
}
