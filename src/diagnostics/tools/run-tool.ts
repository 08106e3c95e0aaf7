import type { DiagnosticTool } from "../../shared/constants.js";
import type { ToolResult } from "../../shared/diagnostics.js";
import { rootMessage } from "../../platform/describe-error.js";
import { testAiProviders } from "./ai-providers-tool.js";
import { cleanupLogs } from "./cleanup-logs-tool.js";
import { testDatabase } from "./database-tool.js";
import { checkFeeds } from "./feeds-tool.js";
import { checkIntegrity } from "./integrity-tool.js";
import { clearPageCache } from "./page-cache-tool.js";
import type { ToolDeps, ToolOutcome } from "./tool-deps.js";

const TOOLS: Record<DiagnosticTool, (deps: ToolDeps) => Promise<ToolOutcome>> = {
  database: testDatabase,
  "ai-providers": testAiProviders,
  feeds: checkFeeds,
  "cleanup-logs": cleanupLogs,
  "page-cache": clearPageCache,
  integrity: checkIntegrity,
};

/**
 * Runs one of Diagnostica's six tools (docs/product.md#diagnostica-sistema)
 * and times it. A tool that throws is a failed result with the error in the
 * engine's or the code's own words ("Connessione al database fallita:
 * {detail}" on the screen), never an HTTP error; a stop still ends it.
 */
export async function runDiagnosticTool(tool: DiagnosticTool, deps: ToolDeps): Promise<ToolResult> {
  const started = performance.now();
  let outcome: ToolOutcome;
  try {
    outcome = await TOOLS[tool](deps);
  } catch (error) {
    deps.stopping?.throwIfAborted();
    outcome = { success: false, detail: rootMessage(error), checks: [], counts: {} };
  }
  return { tool, duration_ms: Math.round(performance.now() - started), ...outcome };
}
