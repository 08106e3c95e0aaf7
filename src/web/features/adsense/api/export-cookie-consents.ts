import { useMutation } from "@tanstack/react-query";
import { romeDay } from "../../../../shared/dates";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { toApiError } from "../../../lib/api-request";
import { attachmentName } from "../../../lib/attachment-name";
import { saveBlob } from "../../../lib/save-blob";
import { ADSENSE_TEXT } from "../labels";

/**
 * GET /api/admin/cookie-consents.csv: every stored choice as the file the server
 * wrote (UTF-8 with a BOM, ";" between fields, for spreadsheets set to Italian) and its name.
 */
export async function exportCookieConsents(auth: AuthClient): Promise<{ blob: Blob; filename: string }> {
  const response = await auth.fetch("/api/admin/cookie-consents.csv");
  if (!response.ok) throw await toApiError(response);
  const filename = attachmentName(response.headers.get("content-disposition"), ADSENSE_TEXT.consents.fileName(romeDay()));
  return { blob: await response.blob(), filename };
}

/** "Esporta CSV": through the signed-in fetch (a plain link would carry no token), then handed to the browser. */
export function useExportCookieConsents() {
  const auth = useAuthClient();
  return useMutation({
    mutationFn: async () => {
      const { blob, filename } = await exportCookieConsents(auth);
      saveBlob(blob, filename);
      return filename;
    },
  });
}
