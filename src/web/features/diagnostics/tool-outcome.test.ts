import { describe, expect, it } from "vitest";
import type { DiagnosticTool } from "../../../shared/constants";
import type { ToolResult } from "../../../shared/diagnostics";
import { checkDetail, checkName, failedRequestOutcome, toolOutcome } from "./tool-outcome";

function result(tool: DiagnosticTool, overrides: Partial<ToolResult> = {}): ToolResult {
  return { tool, success: true, duration_ms: 12.4, detail: null, checks: [], counts: {}, ...overrides };
}
const check = (name: string, success: boolean, detail: string | null = null) => ({ name, success, detail });
const local = (on: boolean) => check("locale", true, on ? "on" : "off");

// The results as the server's tools give them (src/diagnostics/tools).
describe("each tool's verdict in Italian", () => {
  it.each([
    [result("database", { checks: [check("engine", true, "pglite")], counts: { query_ms: 1, database_bytes: 9_000_000 } }), true, "Connessione al database riuscita"],
    [result("database", { success: false, detail: "connect ECONNREFUSED 127.0.0.1:5432" }), false, "Connessione al database fallita: connect ECONNREFUSED 127.0.0.1:5432"],
    [result("database", { success: false, detail: null }), false, "Connessione al database fallita"],
    [result("ai-providers", { checks: [check("openai (gpt-4o-mini)", true), check("anthropic (claude)", true), local(true)], counts: { providers: 2, failed: 0, local_analyzer: 1 } }), true, "Provider AI funzionanti: 2 su 2"],
    [result("ai-providers", { checks: [local(true)], counts: { providers: 0, failed: 0, local_analyzer: 1 } }), true, "Nessun provider AI attivo: gli articoli li elabora l'analizzatore locale"],
    [
      result("ai-providers", { success: false, checks: [check("openai (gpt-4o-mini)", false, "401 invalid key"), check("anthropic (claude)", true), local(true)], counts: { providers: 2, failed: 1, local_analyzer: 1 } }),
      false,
      "Provider AI non funzionanti: 1 su 2",
    ],
    [
      result("ai-providers", { success: false, detail: "No active AI provider, and the local analyzer is off", checks: [check("locale", false, "off")], counts: { providers: 0, failed: 0, local_analyzer: 0 } }),
      false,
      "Nessun provider AI attivo e analizzatore locale spento: nessuno può elaborare gli articoli",
    ],
    [result("ai-providers", { success: false, detail: "timeout" }), false, "Test dei provider AI fallito: timeout"],
    [result("feeds", { checks: [check("ANSA", true)], counts: { feeds: 1, failed: 0, items: 30 } }), true, "Feed raggiungibili: 1 su 1"],
    [
      result("feeds", { success: false, checks: [check("ANSA", true), check("Rotto", false, "HTTP 500"), check("Sparito", false, "HTTP 404")], counts: { feeds: 3, failed: 2, items: 30 } }),
      false,
      "Feed con problemi: 2 su 3",
    ],
    [result("feeds", { counts: { feeds: 0, failed: 0, items: 0 } }), true, "Nessun feed attivo da controllare"],
    [result("cleanup-logs", { counts: { system_logs: 10, system_health_metrics: 2, statistics: 0 } }), true, "Pulizia completata: 12 righe eliminate"],
    [result("cleanup-logs", { counts: { system_logs: 1, system_health_metrics: 0, statistics: 0 } }), true, "Pulizia completata: 1 riga eliminata"],
    [result("cleanup-logs", { counts: { system_logs: 0, system_health_metrics: 0, statistics: 0 } }), true, "Nessun dato vecchio da eliminare"],
    [result("cleanup-logs", { success: false, detail: "relation missing" }), false, "Pulizia dei log fallita: relation missing"],
    [result("page-cache", { counts: { listings: 15_000, missing_articles: 0, pages: 12 } }), true, "Cache svuotata: 15.012 voci eliminate"],
    [result("page-cache", { counts: { listings: 0, missing_articles: 0, pages: 0 } }), true, "La cache era già vuota"],
    [result("integrity", { checks: [check("articles.views / article_view_totals", true)] }), true, "Integrità dei dati verificata: nessuna differenza"],
    [
      result("integrity", { success: false, checks: [check("articles.views / article_view_totals", false, "1 row differs, by 2 in all"), check("rss_feeds.consecutive_failures / last_sync_status", true)] }),
      false,
      "Differenze trovate: 1 contatore su 2",
    ],
  ])("%j: success %s, %s", (run, success, message) => {
    const outcome = toolOutcome(run);
    expect(outcome.success).toBe(success);
    expect(outcome.message).toBe(message);
  });

  it("names the parts, providers and counters in Italian and keeps a feed's name and a publisher's words", () => {
    expect(
      toolOutcome(
        result("ai-providers", { checks: [check("openai (gpt-4o-mini)", false, "401 Incorrect API key"), check("mistery (m1)", true), local(false)] }),
      ).checks,
    ).toEqual([
      { name: "OpenAI (gpt-4o-mini)", success: false, detail: "401 Incorrect API key" },
      { name: "mistery (m1)", success: true, detail: null },
      { name: "Analizzatore locale", success: true, detail: "spento" },
    ]);
    expect(checkName("engine")).toBe("Motore");
    expect(checkDetail("pglite")).toBe("PGlite (integrato)");
    expect(checkName("Il Post (cronaca)")).toBe("Il Post (cronaca)");
    expect(checkName("rss_feeds.consecutive_failures / last_sync_status")).toBe("Errori consecutivi e stato dei feed");
    expect(checkDetail("3 rows differ, by 12500 in all")).toBe("3 righe diverse, per 12.500 in tutto");
    expect(checkDetail("1 row differs, by 2 in all")).toBe("1 riga diversa, per 2 in tutto");
    expect(checkDetail("HTTP 500 Internal Server Error")).toBe("HTTP 500 Internal Server Error");
  });

  it.each([
    ["database", ["Dimensione del database: 8,6 MB"]],
    ["feeds", ["Articoli letti nei feed: 30"]],
    ["cleanup-logs", ["Righe del log di sistema: 4", "Letture dello stato: 1", "Singole visite (i totali restano): 0", "other_rows: 2"]],
    ["integrity", []],
  ] as const)("%s lists the counts %j", (tool, counts) => {
    const all = { query_ms: 3, database_bytes: 9_000_000, feeds: 2, failed: 0, items: 30 };
    const cleanup = { system_logs: 4, system_health_metrics: 1, statistics: 0, other_rows: 2 };
    const outcome = toolOutcome(result(tool, { counts: tool === "cleanup-logs" ? cleanup : all }));
    expect(outcome.counts.map((one) => `${one.label}: ${one.value}`)).toEqual(counts);
  });

  it("shortens the engine's version to its name and number", () => {
    const version = "PostgreSQL 18.6 (PGlite 0.5.16) on wasm32-unknown-emscripten, compiled by emcc (Emscripten gcc/clang-like replacement) 6.0.13, 32-bit";
    expect(toolOutcome(result("database", { checks: [check("version", true, version)] })).checks[0]).toEqual({ name: "Versione", success: true, detail: "PostgreSQL 18.6 (PGlite 0.5.16)" });
    expect(toolOutcome(result("database", { checks: [check("version", true, "PostgreSQL 17.2 on x86_64-pc-linux-gnu, compiled by gcc")] })).checks[0]!.detail).toBe("PostgreSQL 17.2");
  });

  it("says how long it took, in seconds from one", () => {
    expect(toolOutcome(result("database")).duration).toBe("Completato in 12 ms");
    expect(toolOutcome(result("feeds", { duration_ms: 1312 })).duration).toBe("Completato in 1,3 s");
  });

  it.each([
    ["database", "Connessione al database fallita: il server non ha risposto"],
    ["ai-providers", "Test dei provider AI fallito: il server non ha risposto"],
    ["feeds", "Controllo dei feed fallito: il server non ha risposto"],
    ["integrity", "Controllo dell'integrità fallito: il server non ha risposto"],
  ] as const)("%s says the server did not answer when the request itself failed", (tool, message) => {
    expect(failedRequestOutcome(tool)).toMatchObject({ success: false, message });
  });
});
