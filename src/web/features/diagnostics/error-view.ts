import type { AnalyzeErrorsResponse } from "../../../shared/ai";
import { ERROR_SEVERITIES } from "../../../shared/constants";
import type { ErrorListQuery, ErrorLogView } from "../../../shared/diagnostics";
import type { BadgeTone } from "../../components/ui/badge";
import type { ToastSpec } from "../../lib/notify";
import { DIAGNOSTICS_TEXT } from "./labels";

const text = DIAGNOSTICS_TEXT.errors;

/** The severity badge: red, amber, blue, grey from critical down. */
export const SEVERITY_TONES: Record<ErrorLogView["severity"], BadgeTone> = {
  critical: "danger",
  high: "warning",
  medium: "info",
  low: "neutral",
};

export type ErrorFilters = ErrorListQuery;
export const DEFAULT_ERROR_FILTERS: ErrorFilters = { severity: "all", state: "all" };

/** The severity filter's choices: every severity, "all" first. */
export const SEVERITY_CHOICES = ["all", ...ERROR_SEVERITIES] as const;

/** The query string of GET /api/admin/errors: a filter left at "all" is left out. */
export function errorListSearch(filters: ErrorFilters): string {
  const search = new URLSearchParams();
  if (filters.severity !== "all") search.set("severity", filters.severity);
  if (filters.state !== "all") search.set("state", filters.state);
  return search.toString();
}

/** "Aperto" or "Risolto", with its badge colour. */
export function stateBadge(error: Pick<ErrorLogView, "resolved">): { label: string; tone: BadgeTone } {
  return error.resolved ? { label: text.resolved, tone: "success" } : { label: text.open, tone: "danger" };
}

/** "Analizzato" when an analysis exists, "In attesa" otherwise (docs/product.md#diagnostica-sistema). */
export function analysisBadge(error: Pick<ErrorLogView, "ai_analysis">): { label: string; tone: BadgeTone } {
  return error.ai_analysis ? { label: text.analyzed, tone: "info" } : { label: text.pending, tone: "neutral" };
}

/**
 * The toast of "Analizza con AI": "Analisi AI Completata: N errori analizzati"
 * ("1 errore analizzato"), a note when nothing was waiting, or "Errore durante
 * l'analisi AI" when the server says it failed.
 */
export function analyzeToast(response: AnalyzeErrorsResponse): ToastSpec {
  if (!response.success) return { type: "error", title: text.analyzeFailed };
  if (response.analyzed === 0) return { type: "info", title: text.analysisDone(0), description: text.nothingToAnalyze };
  return { type: "success", title: text.analysisDone(response.analyzed) };
}

/** The toast of an analysis request that never got an answer. */
export const ANALYZE_REQUEST_FAILED: ToastSpec = { type: "error", title: text.analyzeFailed };

/** The list with one error replaced by its stored state (after "Segna come Risolto"); the counters are read again from the server. */
export function withUpdatedError<List extends { errors: ErrorLogView[] }>(list: List | undefined, updated: ErrorLogView): List | undefined {
  if (!list) return list;
  return { ...list, errors: list.errors.map((error) => (error.id === updated.id ? updated : error)) };
}
