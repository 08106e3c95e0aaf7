import { useQuery } from "@tanstack/react-query";
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
