import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-request";
import { bulkDeletedToast, processAllToast, processErrorToast, processOneToast } from "./toasts";

describe("the articles screen's toasts", () => {
  it("reports a processing run with the product's words and Italian numbers", () => {
    expect(processAllToast({ success: true, processed: 1200, failed: 3, error: null })).toEqual({
      type: "success",
      title: "Elaborazione AI completata: 1200 articoli elaborati, 3 falliti",
    });
    expect(processAllToast({ success: true, processed: 12500, failed: 0, error: null }).title).toContain("12.500 articoli elaborati");
    expect(processAllToast({ success: false, processed: 0, failed: 2, error: "No AI provider available: none is active or all are at today's limit, and the local analyzer is off" })).toEqual({
      type: "error",
      title: "Errore nell'elaborazione AI: nessun provider AI disponibile e analizzatore locale disattivato",
    });
  });

  it("names the article processed on its own, or why it failed", () => {
    expect(processOneToast({ success: true, processed: 1, failed: 0, error: null }, "Treni in ritardo")).toEqual({ type: "success", title: "Articolo elaborato", description: "Treni in ritardo" });
    expect(processOneToast({ success: false, processed: 0, failed: 1, error: "openai: Provider rejected the API key (HTTP 401): bad key" }, "Treni in ritardo")).toEqual({
      type: "error",
      title: "Errore nell'elaborazione AI: il provider AI OpenAI ha rifiutato la chiave API (HTTP 401)",
      description: "Treni in ritardo",
    });
    expect(processOneToast({ success: false, processed: 0, failed: 1, error: null }, "T").title).toBe("Errore nell'elaborazione AI: errore sconosciuto");
  });

  it("turns refusals into Italian and anything else into the generic error", () => {
    expect(processErrorToast(new ApiError(409, "conflict", "Article already processed")).title).toBe("Errore nell'elaborazione AI: l'articolo è già elaborato o in elaborazione");
    expect(processErrorToast(new ApiError(404, "not_found", "Article not found")).title).toBe("Errore nell'elaborazione AI: l'articolo non esiste più");
    expect(processErrorToast(new TypeError("Failed to fetch"))).toEqual({ type: "error", title: "Errore durante l'elaborazione AI" });
  });

  it("counts deleted articles, in the singular for one", () => {
    expect(bulkDeletedToast(1).title).toBe("1 articolo eliminato");
    expect(bulkDeletedToast(1500).title).toBe("1500 articoli eliminati");
  });
});
