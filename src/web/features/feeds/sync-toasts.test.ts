import { describe, expect, it } from "vitest";
import type { SyncResponse } from "../../../shared/feeds";
import { syncToasts } from "./sync-toasts";

function response(overrides: Partial<SyncResponse> = {}): SyncResponse {
  return {
    success: true,
    error: null,
    imported: 0,
    scraped: 0,
    feeds_processed: 2,
    feeds_succeeded: 2,
    feeds_failed: 0,
    duration_ms: 1_260,
    results: [],
    message: "",
    ...overrides,
  };
}

describe("syncToasts", () => {
  it("warns that another sync is running on a 409", () => {
    const toasts = syncToasts({ busy: true, response: response({ success: false, error: "sync_in_progress" }), autoAiProcessing: true });
    expect(toasts).toEqual([{ type: "warning", title: "Sincronizzazione in corso", description: "Una sincronizzazione è già in esecuzione" }]);
  });

  it("keeps the server's English error off the screen when the sync reports one", () => {
    const toasts = syncToasts({ busy: false, response: response({ success: false, error: "database unavailable" }), autoAiProcessing: false });
    expect(toasts).toEqual([
      { type: "error", title: "Errore di sincronizzazione", description: "I dettagli sono nei log di sistema (Diagnostica Sistema)." },
    ]);
  });

  it("counts imported articles with feeds, seconds and scraped articles", () => {
    const [first] = syncToasts({ busy: false, response: response({ imported: 12_345, scraped: 3 }), autoAiProcessing: false });
    expect(first).toEqual({ type: "success", title: "12.345 articoli importati", description: "2 feed in 1,3 s, 3 da web scraping" });
  });

  it.each([
    { name: "nothing new", overrides: { imported: 0 }, ai: true, titles: ["Nessun nuovo articolo"] },
    { name: "imports without auto AI", overrides: { imported: 3 }, ai: false, titles: ["3 articoli importati"] },
    { name: "imports one article", overrides: { imported: 1 }, ai: false, titles: ["1 articolo importato"] },
    { name: "imports with auto AI", overrides: { imported: 3 }, ai: true, titles: ["3 articoli importati", "Elaborazione AI avviata"] },
    {
      name: "failed feeds",
      overrides: { imported: 0, feeds_failed: 1, results: [{ feedName: "Rotto", success: false, imported: 0, error: "HTTP 404", reason: "http_status" }] },
      ai: true,
      titles: ["Nessun nuovo articolo", "1 feed fallito"],
    },
    {
      name: "imports, failures and AI",
      overrides: { imported: 2, feeds_failed: 2 },
      ai: true,
      titles: ["2 articoli importati", "2 feed falliti", "Elaborazione AI avviata"],
    },
  ])("$name", ({ overrides, ai, titles }) => {
    const toasts = syncToasts({ busy: false, response: response(overrides), autoAiProcessing: ai });
    expect(toasts.map((toast) => toast.title)).toEqual(titles);
  });

  it("names the failed feeds in the warning, each with its reason in Italian", () => {
    const results = [
      { feedName: "Buono", success: true, imported: 1, error: null, reason: null },
      { feedName: "Rotto", success: false, imported: 0, error: "HTTP 404 Not Found", reason: "http_status" },
    ];
    const toasts = syncToasts({ busy: false, response: response({ imported: 1, feeds_failed: 1, results }), autoAiProcessing: false });
    expect(toasts[1]).toEqual({ type: "warning", title: "1 feed fallito", description: "Il feed «Rotto» ha risposto HTTP 404 (pagina non trovata)." });
  });

  it.each([
    [4, "E un altro feed."],
    [5, "E altri 2 feed."],
  ])("names three failed feeds of %i and counts the rest", (failed, rest) => {
    const results = Array.from({ length: failed }, (_, n) => ({
      feedName: `Feed ${n + 1}`,
      success: false,
      imported: 0,
      error: "Fetching lento.example took longer than 60 s",
      reason: "timeout",
    }));
    const [, warning] = syncToasts({ busy: false, response: response({ feeds_failed: failed, results }), autoAiProcessing: false });
    expect(warning!.description).toBe(
      "Il server del feed «Feed 1» non risponde (timeout dopo 60 s). Il server del feed «Feed 2» non risponde (timeout dopo 60 s). " +
        `Il server del feed «Feed 3» non risponde (timeout dopo 60 s). ${rest}`,
    );
  });
});
