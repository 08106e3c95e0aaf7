import { useMutation } from "@tanstack/react-query";
import { romeDay } from "../../../../shared/dates";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { toApiError } from "../../../lib/api-request";
import { attachmentName } from "../../../lib/attachment-name";
import { saveBlob } from "../../../lib/save-blob";
import { DIAGNOSTICS_TEXT } from "../labels";
import { logListSearch, type LogFilters } from "../log-view";

/**
 * GET /api/admin/logs.csv with the list's filters, as the file the server
 * wrote (UTF-8 with a BOM, ";" between fields, for spreadsheets set to Italian) and its name.
 */
export async function exportLogs(auth: AuthClient, filters: LogFilters): Promise<{ blob: Blob; filename: string }> {
  const search = logListSearch(filters);
  const response = await auth.fetch(`/api/admin/logs.csv${search ? `?${search}` : ""}`);
  if (!response.ok) throw await toApiError(response);
  const filename = attachmentName(response.headers.get("content-disposition"), DIAGNOSTICS_TEXT.logs.fileName(romeDay()));
  return { blob: await response.blob(), filename };
}

/** "Esporta CSV": through the signed-in fetch (a plain link would carry no token), then handed to the browser. */
export function useExportLogs() {
  const auth = useAuthClient();
  return useMutation({
    mutationFn: async (filters: LogFilters) => {
      const { blob, filename } = await exportLogs(auth, filters);
      saveBlob(blob, filename);
      return filename;
    },
  });
}
