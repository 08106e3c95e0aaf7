import { useMutation, useQueryClient } from "@tanstack/react-query";
import { opmlImportResultSchema, type OpmlImportResult } from "../../../../shared/feeds";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { feedKeys } from "./query-keys";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";

/** POST /api/admin/feeds/opml: adds the listed feeds that are not there yet. */
export async function importOpml(auth: AuthClient, opml: string): Promise<OpmlImportResult> {
  const response = await auth.fetch("/api/admin/feeds/opml", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ opml }) });
  return readJson(response, opmlImportResultSchema);
}

/** Imports an OPML file's text, then reloads the list. */
export function useImportOpml() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (opml: string) => importOpml(auth, opml),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.list }),
  });
}
