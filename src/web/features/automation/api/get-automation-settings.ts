import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { automationSettingsSchema, type AutomationSettings } from "../../../../shared/automation";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { readJson } from "../../../lib/api-request";
import { automationKeys } from "./query-keys";

/** GET /api/admin/automation: the five sections, stored values over the defaults. */
export async function getAutomationSettings(auth: AuthClient): Promise<AutomationSettings> {
  return readJson(await auth.fetch("/api/admin/automation"), automationSettingsSchema);
}

/** The automation settings, cached under automationKeys.settings. */
export function useAutomationSettings() {
  const auth = useAuthClient();
  return useQuery({ queryKey: automationKeys.settings, queryFn: () => getAutomationSettings(auth) });
}

/**
 * Reads the settings once, from the cache while younger than `staleTime` ms:
 * for a screen that acts on them rather than showing them (Feed RSS after a
 * sync, handed down by its route: a feature imports no other). Same key as
 * useAutomationSettings, so a save, which writes that key, is what the next
 * read sees.
 */
export function useReadAutomationSettings() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useCallback(
    ({ staleTime }: { staleTime: number }): Promise<AutomationSettings> =>
      queryClient.fetchQuery({ queryKey: automationKeys.settings, queryFn: () => getAutomationSettings(auth), staleTime }),
    [auth, queryClient],
  );
}
