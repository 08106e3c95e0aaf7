import { describe, expect, it } from "vitest";
import { aiErrorText } from "./ai-error-text";

describe("aiErrorText", () => {
  it.each([
    ["openai: Provider rejected the API key (HTTP 401): Incorrect API key provided", "chiave API rifiutata dal provider (HTTP 401)"],
    ["anthropic: Provider API key is missing", "chiave API del provider mancante"],
    ["deepseek: Provider rate limit reached (HTTP 429, retry after 2026-05-01T10:00:00.000Z): slow down", "limite di richieste del provider raggiunto"],
    ["google: Provider did not answer in time", "il provider non ha risposto in tempo"],
    ["grok: Provider call was aborted", "chiamata al provider interrotta"],
    ["openrouter: Cannot reach the provider: getaddrinfo ENOTFOUND openrouter.ai", "provider non raggiungibile"],
    ["openai: Provider answer is not valid: No object generated", "risposta del provider non valida"],
    ["openai: Provider answered HTTP 500: upstream exploded", "il provider ha risposto con un errore (HTTP 500)"],
    ["Confidence 0.2 is below the minimum 0.5", "classificazione troppo incerta (confidenza sotto la soglia)"],
    ["No AI provider available: none is active or all are at today's limit, and the local analyzer is off", "nessun provider AI disponibile e analizzatore locale disattivato"],
    ["Something nobody expected", null],
    [null, null],
  ])("%s reads %s", (message, text) => {
    expect(aiErrorText(message)).toBe(text);
  });
});
