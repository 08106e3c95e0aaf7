import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorLogViewSchema, type ErrorList, type ErrorLogView } from "../../../../shared/diagnostics";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";
import { DASHBOARD_COUNTS_KEY } from "../../../lib/dashboard-counts";
import { withUpdatedError } from "../error-view";
import { diagnosticsKeys } from "./query-keys";

/** POST /api/admin/errors/:id/resolve: the error as stored, resolved (a second call keeps the first time). */
export async function resolveError(auth: AuthClient, id: string): Promise<ErrorLogView> {
  const response = await auth.fetch(`/api/admin/errors/${encodeURIComponent(id)}/resolve`, { method: "POST", headers: JSON_HEADERS, body: "{}" });
  return readJson(response, errorLogViewSchema);
}

/**
 * "Segna come Risolto": the row changes at once, then the lists (their
 * counters; an "Aperti" view loses the row) and the sidebar's open-error badge are read again.
 */
export function useResolveError() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => resolveError(auth, id),
    onSuccess: (updated) => {
      queryClient.setQueriesData<ErrorList>({ queryKey: diagnosticsKeys.errors }, (list) => withUpdatedError(list, updated));
      // Not awaited: the caller's toast comes first, then the refetch moves the row and the counters.
      void queryClient.invalidateQueries({ queryKey: diagnosticsKeys.errors });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_COUNTS_KEY });
    },
  });
}
