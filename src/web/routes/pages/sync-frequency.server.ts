import { readAutomationSettings } from "../../../automation/settings";
import type { RassegnaLoadContext } from "../../load-context.server";
import { syncFrequencyText } from "./sync-frequency";

/** The loader of the static pages that say how often the news is updated: the words for the current setting. */
export async function loadSyncFrequency(context: Pick<RassegnaLoadContext, "db">): Promise<{ syncEvery: string }> {
  return { syncEvery: syncFrequencyText((await readAutomationSettings(context.db)).rss_sync) };
}
