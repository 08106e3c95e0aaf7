import { useMutation } from "@tanstack/react-query";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { toApiError } from "../../../lib/api-request";
import { saveBlob } from "../../../lib/save-blob";

const FALLBACK_NAME = "rassegna-feeds.opml";

/** GET /api/admin/feeds/opml as a file and its name from Content-Disposition. */
export async function exportOpml(auth: AuthClient): Promise<{ blob: Blob; filename: string }> {
  const response = await auth.fetch("/api/admin/feeds/opml");
  if (!response.ok) throw await toApiError(response);
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? FALLBACK_NAME;
  return { blob: await response.blob(), filename };
}

/** The "Esporta OPML" action. */
export function useExportOpml() {
  const auth = useAuthClient();
  return useMutation({
    mutationFn: async () => {
      const { blob, filename } = await exportOpml(auth);
      saveBlob(blob, filename);
    },
  });
}
