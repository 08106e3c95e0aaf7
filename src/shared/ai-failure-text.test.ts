import { describe, expect, it } from "vitest";
import {
  AI_FAILURE_MARKERS,
  AI_FAILURE_TEXT,
  AI_FAILURE_TYPES,
  afterColon,
  aiFailureRecordText,
  aiFailureText,
  aiFailureTypeOf,
  aiProcessingErrorText,
  NO_PROVIDER_TEXT,
  UNKNOWN_AI_FAILURE,
} from "./ai-failure-text.js";

const ENGLISH = /\b(the|is|was|could|failed|rejected|reached|answer(ed)?|provider did|below|minimum|unknown|error)\b/i;

describe("AI_FAILURE_TEXT", () => {
  it("has an Italian sentence and an English marker for every type", () => {
    expect(Object.keys(AI_FAILURE_TEXT).sort()).toEqual([...AI_FAILURE_TYPES].sort());
    for (const type of AI_FAILURE_TYPES) {
      expect(AI_FAILURE_TEXT[type]({}, ""), type).not.toMatch(ENGLISH);
      expect(AI_FAILURE_MARKERS[type].length, type).toBeGreaterThan(0);
      for (const marker of AI_FAILURE_MARKERS[type]) expect(aiFailureTypeOf(`openai: ${marker}: detail`), marker).toBe(type);
    }
  });

  // The messages src/ai/ai-call-error.ts and enrich-article.ts write, as an article's processing_error keeps them.
  it.each([
    ["openai: Provider rejected the API key (HTTP 401): Incorrect API key provided", "Il provider AI OpenAI ha rifiutato la chiave API (HTTP 401)"],
    ["anthropic: Provider API key is missing", "Manca la chiave API del provider AI Anthropic"],
    ["deepseek: Provider rate limit reached (HTTP 429, retry after 2026-05-01T10:00:00.000Z): slow down", "Il provider AI DeepSeek ha raggiunto il limite di richieste (HTTP 429)"],
    ["google: Provider did not answer in time", "Il provider AI Google Gemini non ha risposto in tempo"],
    ["grok: Provider call was aborted", "La chiamata al provider AI Grok (xAI) è stata interrotta"],
    ["openrouter: Cannot reach the provider: getaddrinfo ENOTFOUND openrouter.ai", "Il provider AI OpenRouter non è raggiungibile"],
    ["openai: Provider answer is not valid: No object generated", "Il provider AI OpenAI ha dato una risposta non valida"],
    ["openai: Provider answered HTTP 500: upstream exploded", "Il provider AI OpenAI ha risposto con un errore (HTTP 500)"],
    ["openai: Provider answered HTTP 404: model not found", "Il provider AI OpenAI ha risposto con un errore (HTTP 404): modello o indirizzo non trovato"],
    // The provider's own words may say anything: ours come first and decide.
    ["openai: Provider answered HTTP 500: rate limit reached upstream", "Il provider AI OpenAI ha risposto con un errore (HTTP 500)"],
    ["openai: Confidence 0.2 is below the minimum 0.7", "Classificazione troppo incerta di OpenAI, con confidenza 0,2 sotto la soglia di 0,7"],
    ["Confidence 0.35 is below the minimum 0.5", "Classificazione troppo incerta, con confidenza 0,35 sotto la soglia di 0,5"],
    ["No AI provider available: none is active or all are at today's limit, and the local analyzer is off", NO_PROVIDER_TEXT],
    ["mistral: Provider did not answer in time", "Il provider AI non ha risposto in tempo"],
    ["Something nobody expected", "Errore sconosciuto"],
    ["connection terminated unexpectedly", UNKNOWN_AI_FAILURE("")],
    ["openai: the provider said something new", "Errore sconosciuto del provider AI OpenAI"],
  ])("%s", (stored, expected) => {
    expect(aiProcessingErrorText(stored)).toBe(expected);
  });

  // The error rows and log lines of src/ai/record-ai-failure.ts: the type stored, the provider as the source.
  it.each([
    ["auth", "openai", 'openai (gpt-4o-mini) on "Il titolo": Provider rejected the API key (HTTP 401): bad key', "Il provider AI OpenAI (gpt-4o-mini) ha rifiutato la chiave API (HTTP 401)"],
    ["timeout", "anthropic", "anthropic (claude-3-haiku-20240307): Provider did not answer in time", "Il provider AI Anthropic (claude-3-haiku-20240307) non ha risposto in tempo"],
    [
      "low_confidence",
      "openai",
      'openai (gpt-4o-mini) on "Piove a Roma": Confidence 0.4 is below the minimum 0.7',
      "Classificazione troppo incerta di OpenAI (gpt-4o-mini) per «Piove a Roma», con confidenza 0,4 sotto la soglia di 0,7",
    ],
    // The type wins over the words: a message in another shape still reads as its type.
    ["connection", "openai", "something else entirely", "Il provider AI OpenAI non è raggiungibile"],
    ["mystery", "openai", "openai (gpt-4o-mini): nobody knows", "Errore sconosciuto del provider AI OpenAI (gpt-4o-mini)"],
  ])("%s row from %s", (type, provider, message, expected) => {
    expect(aiFailureRecordText(type, provider, message)).toBe(expected);
  });

  it("reads a type without facts, and follows a colon in lower case", () => {
    expect(aiFailureText("", { type: "auth" })).toBe("Il provider AI ha rifiutato la chiave API");
    expect(afterColon("Il provider AI ha rifiutato la chiave API")).toBe("il provider AI ha rifiutato la chiave API");
  });
});
