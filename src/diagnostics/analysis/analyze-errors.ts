import { and, desc, eq, isNull } from "drizzle-orm";
import { errorLogs, type ErrorAnalysis } from "../../db/schema/index.js";
import { countAiCall } from "../../platform/metrics/ai-calls.js";
import { LOCAL_ANALYZER, type AnalyzeErrorsResponse } from "../../shared/ai.js";
import { mapLimit } from "../../platform/map-limit.js";
import { askProvidersInTurn } from "../../ai/ask-in-turn.js";
import { askForErrorAnalysis } from "../../ai/ask-provider.js";
import { clock, type AiDeps } from "../../ai/deps.js";
import { readAiProcessingSettings } from "../../ai/processing-settings.js";
import type { ErrorRecord } from "../../ai/types.js";

/** One "Analizza con AI" click covers the error list the screen shows (docs/product.md#diagnostica-sistema: 50). */
const MAX_PER_RUN = 50;
const CONCURRENCY = 4;

/**
 * Fills ai_analysis for unresolved errors that have none, newest first: the
 * provider chain as for articles, then the local rules. Answers how many got
 * an analysis (docs/product.md#error-analysis).
 */
export async function analyzeOpenErrors(deps: AiDeps): Promise<AnalyzeErrorsResponse> {
  const rows = await deps.db
    .select()
    .from(errorLogs)
    .where(and(eq(errorLogs.resolved, false), isNull(errorLogs.ai_analysis)))
    .orderBy(desc(errorLogs.timestamp))
    .limit(MAX_PER_RUN);
  const settings = await readAiProcessingSettings(deps.db);
  const analyses = await mapLimit(rows, CONCURRENCY, async (row) => {
    const analysis = await analyzeOne(deps, row, settings.local_analyzer);
    if (!analysis) return false;
    const updated = await deps.db
      .update(errorLogs)
      .set({ ai_analysis: analysis })
      .where(and(eq(errorLogs.id, row.id), isNull(errorLogs.ai_analysis)))
      .returning({ id: errorLogs.id });
    return updated.length > 0;
  });
  return { success: true, analyzed: analyses.filter(Boolean).length };
}

async function analyzeOne(deps: AiDeps, error: ErrorRecord, localAnalyzer: boolean): Promise<ErrorAnalysis | null> {
  const now = clock(deps);
  const asked = await askProvidersInTurn(deps, now, (provider) => askForErrorAnalysis(provider, error, { fetch: deps.aiFetch, timeoutMs: deps.timeoutMs, signal: deps.stopping }), {
    task: "error analysis",
  });
  if (asked.provider) return asked.answer;
  if (!localAnalyzer) return null;
  // The rules load with their first error, not at start (docs/performance.md, idle memory).
  const { analyzeErrorLocally } = await import("./analyze-error-locally.js");
  const analysis = analyzeErrorLocally(error);
  countAiCall(LOCAL_ANALYZER, "success");
  return analysis;
}
