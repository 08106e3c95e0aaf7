import { useMutation, useQueryClient } from "@tanstack/react-query";
import { automationSettingsSchema, type AutomationSettings } from "../../../../shared/automation";
import type { AutomationKey } from "../../../../shared/constants";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";
import type { SectionPatch } from "../automation-form";
import { automationKeys } from "./query-keys";

/** PUT /api/admin/automation/:key: merges the fields sent into the section and answers every section as stored. */
export async function updateAutomationSection(auth: AuthClient, key: AutomationKey, body: Record<string, unknown>): Promise<AutomationSettings> {
  const response = await auth.fetch(`/api/admin/automation/${key}`, { method: "PUT", headers: JSON_HEADERS, body: JSON.stringify(body) });
  return readJson(response, automationSettingsSchema);
}

/**
 * Saves the changed sections one after the other and keeps the last answer
 * in the cache, also when a later section fails: the screen then shows as
 * unsaved only what really was not saved.
 */
export function useSaveAutomation() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patches: SectionPatch[]): Promise<AutomationSettings | null> => {
      let saved: AutomationSettings | null = null;
      try {
        for (const patch of patches) saved = await updateAutomationSection(auth, patch.key, patch.body);
      } finally {
        // Feed RSS reads the settings under this key too: a sync right after a save sees the new ones.
        if (saved) queryClient.setQueryData(automationKeys.settings, saved);
      }
      return saved;
    },
  });
}
