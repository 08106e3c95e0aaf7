import { automationSettingsSchema } from "../../../../shared/automation";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { readJson } from "../../../lib/api-request";

/** The part of the automation settings this screen reads. */
export interface AiProcessingSettings {
  enabled: boolean;
  auto_process_new: boolean;
}

/** GET /api/admin/automation, reduced to the ai_processing section. */
export async function getAiProcessingSettings(auth: AuthClient): Promise<AiProcessingSettings> {
  const settings = await readJson(await auth.fetch("/api/admin/automation"), automationSettingsSchema);
  return {
    enabled: settings.ai_processing.enabled,
    auto_process_new: settings.ai_processing.auto_process_new,
  };
}
