import { AI_PROVIDER_LABELS } from "../../../shared/labels";
import type { DiagnosticTool } from "../../../shared/constants";
import type { ToolResult } from "../../../shared/diagnostics";
import { formatBytes } from "../../../shared/storage-figures";
import { formatDuration } from "./health-view";
import { DIAGNOSTICS_TEXT } from "./labels";
import { CHECK_DETAILS, CHECK_NAMES, COUNT_LABELS, rowsDiffer, TOOL_TEXT, type ToolFacts } from "./tool-labels";

/** What a tool card shows under its button after a run: the verdict in Italian, the item checks, the counts. */
export interface ToolOutcome {
  success: boolean;
  message: string;
  /** Each part, provider, feed or counter the tool looked at, in the server's order. */
  checks: ReadonlyArray<{ name: string; success: boolean; detail: string | null }>;
  /** What it read or acted on, e.g. "Righe del log di sistema: 12". */
  counts: ReadonlyArray<{ key: string; label: string; value: string }>;
  duration: string;
}

/**
 * The counts each card lists: everything the cleanup and the cache report
 * (what went), the database's size and the feeds' items; the others' counts
 * only restate their checks, which the message already sums up.
 */
const SHOWN_COUNTS: Record<DiagnosticTool, "all" | readonly string[]> = {
  database: ["database_bytes"],
  "ai-providers": [],
  feeds: ["items"],
  "cleanup-logs": "all",
  "page-cache": "all",
  integrity: [],
};

const integer = new Intl.NumberFormat("it-IT");

/** A count as read: sizes in bytes as "12,3 MB", the rest as whole numbers. */
function countValue(key: string, value: number): string {
  return key.endsWith("_bytes") ? formatBytes(value) : integer.format(value);
}

/** "openai (gpt-4o-mini)" reads "OpenAI (gpt-4o-mini)"; a known part or counter its Italian name; anything else as given (a feed's name). */
export function checkName(name: string): string {
  const known = CHECK_NAMES[name];
  if (known) return known;
  const provider = /^([a-z]+) \((.*)\)$/.exec(name);
  const label = provider && AI_PROVIDER_LABELS[provider[1] as keyof typeof AI_PROVIDER_LABELS];
  return label ? `${label} (${provider[2]})` : name;
}

/** A check's detail in Italian where the tool speaks in a word or a fixed phrase; an engine's, provider's or publisher's own words stay as they are. */
export function checkDetail(detail: string | null): string | null {
  if (detail === null) return null;
  const word = CHECK_DETAILS[detail];
  if (word) return word;
  const differ = /^(\d+) rows? differs?, by ([\d.]+) in all$/.exec(detail);
  return differ ? rowsDiffer(Number(differ[1]), integer.format(Number(differ[2]))) : detail;
}

/** "PostgreSQL 18.6 (PGlite 0.5.16) on wasm32-unknown-emscripten, compiled by..." reads "PostgreSQL 18.6 (PGlite 0.5.16)": the build details say nothing to an admin. */
export function shortVersion(version: string | null): string | null {
  return version?.split(/ on |, /)[0]?.trim() || version;
}

function factsOf(result: ToolResult): ToolFacts {
  return {
    detail: result.detail?.trim() ?? "",
    checks: result.checks.length,
    failedChecks: result.checks.filter((check) => !check.success).length,
    total: Object.values(result.counts).reduce((sum, value) => sum + value, 0),
    count: (key, fallback) => result.counts[key] ?? fallback,
  };
}

/** A tool's answer as the card words it (docs/product.md#diagnostica-sistema), e.g. "Connessione al database fallita: {detail}". */
export function toolOutcome(result: ToolResult): ToolOutcome {
  const facts = factsOf(result);
  const words = TOOL_TEXT[result.tool];
  const shown = SHOWN_COUNTS[result.tool];
  return {
    success: result.success,
    message: result.success ? words.success(facts) : words.failure(facts),
    checks: result.checks.map((check) => ({
      name: checkName(check.name),
      success: check.success,
      detail: check.name === "version" ? shortVersion(check.detail) : checkDetail(check.detail),
    })),
    counts: Object.entries(result.counts)
      .filter(([key]) => shown === "all" || shown.includes(key))
      .map(([key, value]) => ({ key, label: COUNT_LABELS[key] ?? key, value: countValue(key, value) })),
    duration: DIAGNOSTICS_TEXT.tools.duration(formatDuration(result.duration_ms)),
  };
}

/** The outcome of a run whose request got no answer (network down, a 5xx): the tool's failure, saying so. */
export function failedRequestOutcome(tool: DiagnosticTool): ToolOutcome {
  const detail = DIAGNOSTICS_TEXT.tools.failedRequest;
  return {
    success: false,
    message: TOOL_TEXT[tool].failure({ detail, checks: 0, failedChecks: 0, total: 0, count: (_key, fallback) => fallback }),
    checks: [],
    counts: [],
    duration: "",
  };
}
