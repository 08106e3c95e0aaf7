import { describe, expect, it } from "vitest";
import type { ErrorList, ErrorLogView } from "../../../shared/diagnostics";
import { analysisBadge, analyzeToast, errorListSearch, stateBadge, withUpdatedError } from "./error-view";

function error(overrides: Partial<ErrorLogView> = {}): ErrorLogView {
  return {
    id: "e1",
    timestamp: "2026-11-25T13:05:09.000Z",
    error_type: "feed_http_status",
    severity: "high",
    error_message: "HTTP 500 from the feed",
    source: "Feed rotto",
    stack_trace: null,
    resolved: false,
    resolved_at: null,
    ai_analysis: null,
    ...overrides,
  };
}

describe("the error list's query", () => {
  it.each([
    [{ severity: "all", state: "all" }, ""],
    [{ severity: "critical", state: "all" }, "severity=critical"],
    [{ severity: "all", state: "open" }, "state=open"],
    [{ severity: "low", state: "resolved" }, "severity=low&state=resolved"],
  ] as const)("%j asks for ?%s", (filters, search) => {
    expect(errorListSearch(filters)).toBe(search);
  });
});

describe("the badges", () => {
  it("say Aperto or Risolto, and Analizzato when an analysis exists, In attesa otherwise", () => {
    expect(stateBadge(error())).toEqual({ label: "Aperto", tone: "danger" });
    expect(stateBadge(error({ resolved: true }))).toEqual({ label: "Risolto", tone: "success" });
    expect(analysisBadge(error()).label).toBe("In attesa");
    expect(analysisBadge(error({ ai_analysis: { root_cause: "x", suggested_solutions: [], prevention_tips: [] } })).label).toBe("Analizzato");
  });
});

describe("the toast of Analizza con AI", () => {
  it.each([
    [{ success: true, analyzed: 3 }, { type: "success", title: "Analisi AI Completata: 3 errori analizzati" }],
    [{ success: true, analyzed: 1 }, { type: "success", title: "Analisi AI Completata: 1 errore analizzato" }],
    [{ success: true, analyzed: 12_000 }, { type: "success", title: "Analisi AI Completata: 12.000 errori analizzati" }],
    [
      { success: true, analyzed: 0 },
      { type: "info", title: "Analisi AI Completata: 0 errori analizzati", description: "Nessun errore aperto era in attesa di analisi." },
    ],
    [{ success: false, analyzed: 0 }, { type: "error", title: "Errore durante l'analisi AI" }],
  ])("%j gives %j", (response, toast) => {
    expect(analyzeToast(response)).toEqual(toast);
  });
});

describe("a resolved error in the cached lists", () => {
  it("replaces only that error and keeps the counters for the server to correct", () => {
    const list: ErrorList = { errors: [error(), error({ id: "e2" })], counts: { critical: 0, high: 2, medium: 0, resolved: 0 } };
    const resolved = error({ resolved: true, resolved_at: "2026-11-25T14:00:00.000Z" });
    const next = withUpdatedError(list, resolved)!;
    expect(next.errors.map((one) => one.resolved)).toEqual([true, false]);
    expect(next.counts).toBe(list.counts);
    expect(withUpdatedError(undefined, resolved)).toBeUndefined();
  });
});
