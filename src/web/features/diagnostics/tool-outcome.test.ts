import { describe, expect, it } from "vitest";
import type { DiagnosticTool } from "../../../shared/constants";
import type { ToolResult } from "../../../shared/diagnostics";
import { failedRequestOutcome, toolOutcome } from "./tool-outcome";

function result(tool: DiagnosticTool, overrides: Partial<ToolResult> = {}): ToolResult {
  return { tool, success: true, duration_ms: 12.4, detail: null, checks: [], counts: {}, ...overrides };
}
const check = (name: string, success: boolean, detail: string | null = null) => ({ name, success, detail });

describe("each tool's verdict in Italian", () => {
  it.each([
    [result("database"), true, "Connessione al database riuscita"],
    [result("database", { success: false, detail: "connect ECONNREFUSED 127.0.0.1:5432" }), false, "Connessione al database fallita: connect ECONNREFUSED 127.0.0.1:5432"],
    [result("database", { success: false, detail: null }), false, "Connessione al database fallita"],
    [result("ai-providers", { checks: [check("OpenAI", true), check("locale", true)] }), true, "Provider AI funzionanti: 2 su 2"],
    [result("ai-providers"), true, "Nessun provider AI attivo da provare"],
    [result("ai-providers", { success: false, checks: [check("OpenAI", false, "401 invalid key"), check("Anthropic", true)] }), false, "Provider AI non funzionanti: 1 su 2"],
    [result("ai-providers", { success: false, detail: "timeout" }), false, "Test dei provider AI fallito: timeout"],
    [result("feeds", { checks: [check("ANSA", true)] }), true, "Feed raggiungibili: 1 su 1"],
    [result("feeds", { success: false, checks: [check("ANSA", true), check("Rotto", false, "HTTP 500"), check("Sparito", false, "HTTP 404")] }), false, "Feed con problemi: 2 su 3"],
    [result("feeds"), true, "Nessun feed attivo da controllare"],
    [result("cleanup-logs", { counts: { system_logs: 10, health_readings: 2 } }), true, "Pulizia completata: 12 righe eliminate"],
    [result("cleanup-logs", { counts: { system_logs: 1, health_readings: 0 } }), true, "Pulizia completata: 1 riga eliminata"],
    [result("cleanup-logs", { counts: { system_logs: 0 } }), true, "Nessun dato vecchio da eliminare"],
    [result("cleanup-logs", { success: false, detail: "relation missing" }), false, "Pulizia dei log fallita: relation missing"],
    [result("page-cache", { counts: { entries: 15_000 } }), true, "Cache svuotata: 15.000 voci eliminate"],
    [result("page-cache", { counts: { entries: 0 } }), true, "La cache era già vuota"],
    [result("integrity", { checks: [check("Visualizzazioni", true)] }), true, "Integrità dei dati verificata: nessuna differenza"],
    [result("integrity", { success: false, checks: [check("Visualizzazioni", false, "12 contro 10"), check("Feed", true)] }), false, "Differenze trovate: 1 controllo su 2"],
  ])("%j: success %s, %s", (run, success, message) => {
    const outcome = toolOutcome(run);
    expect(outcome.success).toBe(success);
    expect(outcome.message).toBe(message);
  });

  it("keeps the item checks in the server's order and names the counts, a count it does not know by its key", () => {
    const outcome = toolOutcome(
      result("cleanup-logs", { checks: [check("b", false, "x"), check("a", true)], counts: { system_logs: 4, health_readings: 1, other_rows: 2 } }),
    );
    expect(outcome.checks.map((one) => one.name)).toEqual(["b", "a"]);
    expect(outcome.counts).toEqual([
      { key: "system_logs", label: "Log di sistema eliminati", value: 4 },
      { key: "health_readings", label: "Letture dello stato eliminate", value: 1 },
      { key: "other_rows", label: "other_rows", value: 2 },
    ]);
    expect(outcome.duration).toBe("Completato in 12 ms");
    expect(toolOutcome(result("feeds", { duration_ms: 1312 })).duration).toBe("Completato in 1,3 s");
  });

  it("says the server did not answer when the request itself failed", () => {
    expect(failedRequestOutcome("database")).toMatchObject({ success: false, message: "Connessione al database fallita: il server non ha risposto" });
  });
});
