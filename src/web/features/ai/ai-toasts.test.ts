import { describe, expect, it } from "vitest";
import type { AiConnectionTestResponse, ProcessArticlesResponse, RoundRobinTestResponse } from "../../../shared/ai";
import { connectionErrorToast, connectionToast, processToast, roundRobinToast } from "./ai-toasts";
import { ApiError } from "../../lib/api-request";

const handled: RoundRobinTestResponse = {
  success: true,
  article_id: "3f0c8a52-1111-4e0e-9a8b-2d7f7f0c0001",
  title: "Il comune inaugura la nuova biblioteca",
  provider: "anthropic",
  status: "completed",
  category: "cultura",
  sentiment: "positivo",
  summary: "Una nuova biblioteca apre in città.",
  error: null,
};

describe("roundRobinToast", () => {
  it("names the provider that handled the article, and the article", () => {
    expect(roundRobinToast(handled)).toEqual({
      type: "success",
      title: "Articolo elaborato da Anthropic",
      description: "Il comune inaugura la nuova biblioteca",
    });
  });

  it("calls the local analyzer by its Italian name", () => {
    expect(roundRobinToast({ ...handled, provider: "locale" }).title).toBe("Articolo elaborato da Analizzatore locale");
  });

  it("reports a failed article with its error and who tried", () => {
    expect(roundRobinToast({ ...handled, status: "failed", error: "Confidence 0.4 is below the minimum 0.7" })).toEqual({
      type: "error",
      title: "Errore nell'elaborazione AI: classificazione troppo incerta, con confidenza 0,4 sotto la soglia di 0,7",
      description: "Anthropic: Il comune inaugura la nuova biblioteca",
    });
  });

  it("names only the article when no provider could take it", () => {
    expect(roundRobinToast({ ...handled, provider: "", status: "failed", error: "No AI provider available" })).toEqual({
      type: "error",
      title: "Errore nell'elaborazione AI: nessun provider AI disponibile e analizzatore locale disattivato",
      description: "Il comune inaugura la nuova biblioteca",
    });
  });

  it("warns when no article is waiting", () => {
    expect(roundRobinToast({ success: false, error: "no_pending_article", message: "No pending article" })).toEqual({
      type: "warning",
      title: "Nessun articolo da elaborare disponibile per il test",
    });
  });
});

describe("processToast", () => {
  function response(overrides: Partial<ProcessArticlesResponse>): ProcessArticlesResponse {
    return { success: true, processed: 0, failed: 0, error: null, ...overrides };
  }

  it.each([
    { overrides: { processed: 12, failed: 1 }, toast: { type: "success", title: "Elaborazione AI completata: 12 articoli elaborati, 1 fallito" } },
    { overrides: { processed: 1, failed: 2 }, toast: { type: "success", title: "Elaborazione AI completata: 1 articolo elaborato, 2 falliti" } },
    { overrides: { processed: 15_000, failed: 0 }, toast: { type: "success", title: "Elaborazione AI completata: 15.000 articoli elaborati, 0 falliti" } },
    { overrides: { success: false, error: "AI processing disabled" }, toast: { type: "error", title: "Errore nell'elaborazione AI: errore sconosciuto" } },
    {
      overrides: { success: false, error: "google: Provider did not answer in time" },
      toast: { type: "error", title: "Errore nell'elaborazione AI: il provider AI Google Gemini non ha risposto in tempo" },
    },
    { overrides: { success: false }, toast: { type: "error", title: "Errore nell'elaborazione AI: errore sconosciuto" } },
  ])("$toast.title", ({ overrides, toast }) => {
    expect(processToast(response(overrides))).toEqual(toast);
  });
});

describe("connectionToast", () => {
  const base: AiConnectionTestResponse = { success: true, provider: "openai", model_name: "gpt-4o-mini", latency_ms: 1234.6, error: null };

  it("gives the latency in whole milliseconds", () => {
    expect(connectionToast(base)).toEqual({ type: "success", title: "Connessione riuscita (1235 ms)" });
  });

  it.each([
    [
      "Provider rejected the API key (HTTP 401): Incorrect API key provided",
      "Il provider AI OpenAI (gpt-4o-mini) ha rifiutato la chiave API (HTTP 401). Dettagli tecnici: Provider rejected the API key (HTTP 401): Incorrect API key provided",
    ],
    [
      "Provider answered HTTP 404: The model `gpt-5-nano` does not exist",
      "Il provider AI OpenAI (gpt-4o-mini) ha risposto con un errore (HTTP 404): modello o indirizzo non trovato. Dettagli tecnici: Provider answered HTTP 404: The model `gpt-5-nano` does not exist",
    ],
    ["401 Unauthorized: invalid api key", "Errore sconosciuto del provider AI OpenAI (gpt-4o-mini). Dettagli tecnici: 401 Unauthorized: invalid api key"],
  ])("puts why under the title \"Errore durante il test di connessione\", in Italian, then the provider's words: %s", (error, description) => {
    expect(connectionToast({ ...base, success: false, error })).toEqual({ type: "error", title: "Errore durante il test di connessione", description });
  });

  it("uses the server's message when the test was refused, and none for a network failure", () => {
    expect(connectionErrorToast(new ApiError(404, "not_found", "AI config not found")).description).toBe("Il provider non esiste più: ricarica la pagina.");
    expect(connectionErrorToast(new ApiError(500, "internal_error", "Internal server error"))).toEqual({ type: "error", title: "Errore durante il test di connessione" });
    expect(connectionErrorToast(new TypeError("Failed to fetch"))).toEqual({ type: "error", title: "Errore durante il test di connessione" });
  });
});
