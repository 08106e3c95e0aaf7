import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AutomationSettings } from "../../../../shared/automation";
import { syncResponseSchema, type SyncResponse } from "../../../../shared/feeds";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { feedKeys } from "./query-keys";
import { ApiError, INVALID_RESPONSE, JSON_HEADERS, toApiError } from "../../../lib/api-request";

/** What a sync came to: its response, whether another sync was running, and whether AI processing follows. */
export interface SyncOutcome {
  busy: boolean;
  response: SyncResponse;
  autoAiProcessing: boolean;
}

/**
 * POST /api/functions/import-rss-articles. A 409 (another sync running) is an
 * answer, not a failure; a 5xx or a network error throws.
 */
export async function syncFeeds(auth: AuthClient): Promise<{ busy: boolean; response: SyncResponse }> {
  const response = await auth.fetch("/api/functions/import-rss-articles", { method: "POST", headers: JSON_HEADERS, body: "{}" });
  if (response.ok || response.status === 409) {
    const parsed = syncResponseSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new ApiError(response.status, INVALID_RESPONSE, "Unexpected answer to a sync");
    return { busy: response.status === 409, response: parsed.data };
  }
  throw await toApiError(response);
}

/**
 * Reads the automation settings once, from the cache while younger than `staleTime` ms: the Automazione
 * feature's reading, which the route hands down (a feature imports no other), so a save there is what a
 * sync here sees.
 */
export type ReadAutomationSettings = (options: { staleTime: number }) => Promise<AutomationSettings>;

/** Runs a sync, reads whether new articles go to AI processing, then refreshes the list and the statistics. */
export function useSyncFeeds(readAutomationSettings: ReadAutomationSettings) {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<SyncOutcome> => {
      const { busy, response } = await syncFeeds(auth);
      let autoAiProcessing = false;
      if (!busy && response.imported > 0) {
        // The settings only decide an info toast: failing to read them must not turn a good sync into an error.
        const ai = (await readAutomationSettings({ staleTime: 30_000 }).catch(() => null))?.ai_processing;
        autoAiProcessing = Boolean(ai?.enabled && ai.auto_process_new);
      }
      return { busy, response, autoAiProcessing };
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedKeys.list }),
        queryClient.invalidateQueries({ queryKey: feedKeys.scrapingStats }),
      ]),
  });
}
