import { asc, eq } from "drizzle-orm";
import { testAiConfig } from "../../ai/ai-config-admin.js";
import { readAiProcessingSettings } from "../../ai/processing-settings.js";
import { aiConfigs } from "../../db/schema/index.js";
import { LOCAL_ANALYZER } from "../../shared/ai.js";
import { mapLimit } from "../../platform/map-limit.js";
import type { ToolDeps, ToolOutcome } from "./tool-deps.js";

/** Providers called at once. */
const CONCURRENCY = 4;

/**
 * "Test provider AI": the "Test connessione" of Configurazione AI (a real
 * minimal call with the stored key, not counted against the daily limit) for
 * every active provider, one check each, plus the local analyzer's state.
 * It fails when a provider fails, or when nothing at all could enrich an
 * article (no active provider and the analyzer off).
 */
export async function testAiProviders(deps: ToolDeps): Promise<ToolOutcome> {
  const configs = await deps.db.select({ id: aiConfigs.id }).from(aiConfigs).where(eq(aiConfigs.active, true)).orderBy(asc(aiConfigs.priority), asc(aiConfigs.created_at));
  const aiDeps = { db: deps.db, aiFetch: deps.aiFetch, ...(deps.aiTimeoutMs && { timeoutMs: deps.aiTimeoutMs }), ...(deps.stopping && { stopping: deps.stopping }) };
  const results = await mapLimit(configs, CONCURRENCY, (config) => testAiConfig(aiDeps, config.id));
  const localOn = (await readAiProcessingSettings(deps.db)).local_analyzer;
  const failed = results.filter((result) => !result.success).length;
  const nothingCanEnrich = configs.length === 0 && !localOn;
  return {
    success: failed === 0 && !nothingCanEnrich,
    detail: nothingCanEnrich ? "No active AI provider, and the local analyzer is off" : failed > 0 ? `${failed} of ${configs.length} providers failed` : null,
    checks: [
      ...results.map((result) => ({ name: `${result.provider} (${result.model_name})`, success: result.success, detail: result.error })),
      { name: LOCAL_ANALYZER, success: localOn || configs.length > 0, detail: localOn ? "on" : "off" },
    ],
    counts: { providers: configs.length, failed, local_analyzer: localOn ? 1 : 0 },
  };
}
