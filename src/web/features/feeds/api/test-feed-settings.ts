import { useMutation } from "@tanstack/react-query";
import type { ScrapeMode } from "../../../../shared/constants";
import { feedSettingsPreviewSchema, type FeedSettingsPreview } from "../../../../shared/feeds";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";

/** The unsaved settings of the feed dialog that "Testa" runs the feed with. */
export interface FeedReadingSettings {
  scrape_mode: ScrapeMode;
  content_selector: string | null;
  max_age_days: number;
  import_limit: number;
}

/** POST /api/admin/feeds/:id/test-settings: the first items the feed would import with these settings; nothing is stored. */
export async function testFeedSettings(auth: AuthClient, id: string, settings: FeedReadingSettings): Promise<FeedSettingsPreview> {
  const response = await auth.fetch(`/api/admin/feeds/${encodeURIComponent(id)}/test-settings`, {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify(settings),
  });
  return readJson(response, feedSettingsPreviewSchema);
}

/** The settings dialog's "Testa". */
export function useTestFeedSettings() {
  const auth = useAuthClient();
  return useMutation({ mutationFn: ({ id, settings }: { id: string; settings: FeedReadingSettings }) => testFeedSettings(auth, id, settings) });
}
