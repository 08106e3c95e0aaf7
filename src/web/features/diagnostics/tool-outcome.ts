import type { DiagnosticTool } from "../../../shared/constants";
import type { ToolResult } from "../../../shared/diagnostics";
import { COUNT_LABELS, DIAGNOSTICS_TEXT, TOOL_TEXT, type ToolFacts } from "./labels";
import { formatDuration } from "./health-view";

/** What a tool card shows under its button after a run: the verdict in Italian, the item checks, the counts. */
export interface ToolOutcome {
  success: boolean;
  message: string;
  /** Each provider, feed or counter the tool looked at, in the server's order. */
  checks: ReadonlyArray<{ name: string; success: boolean; detail: string | null }>;
  /** What it acted on, e.g. "Log di sistema eliminati: 12". */
  counts: ReadonlyArray<{ key: string; label: string; value: number }>;
  duration: string;
}

/** The facts a tool's wording draws on. */
function factsOf(result: ToolResult): ToolFacts {
  const counts = result.counts;
  return {
    detail: result.detail?.trim() ?? "",
    checks: result.checks.length,
    failedChecks: result.checks.filter((check) => !check.success).length,
    total: Object.values(counts).reduce((sum, value) => sum + value, 0),
    counts,
    duration: formatDuration(result.duration_ms),
  };
}

/** A tool's answer as the card words it (docs/product.md#diagnostica-sistema), e.g. "Connessione al database fallita: {detail}". */
export function toolOutcome(result: ToolResult): ToolOutcome {
  const facts = factsOf(result);
  const words = TOOL_TEXT[result.tool];
  return {
    success: result.success,
    message: result.success ? words.success(facts) : words.failure(facts),
    checks: result.checks,
    counts: Object.entries(result.counts).map(([key, value]) => ({ key, label: COUNT_LABELS[key] ?? key, value })),
    duration: DIAGNOSTICS_TEXT.tools.duration(facts.duration),
  };
}

/** The outcome of a run whose request got no answer (network down, a 5xx): the tool's failure, saying so. */
export function failedRequestOutcome(tool: DiagnosticTool): ToolOutcome {
  const detail = DIAGNOSTICS_TEXT.tools.failedRequest;
  return {
    success: false,
    message: TOOL_TEXT[tool].failure({ detail, checks: 0, failedChecks: 0, total: 0, counts: {}, duration: "" }),
    checks: [],
    counts: [],
    duration: "",
  };
}
