import { describe, expect, it } from "vitest";
import { AI_PROVIDERS } from "../../../shared/constants";
import { configName, LOCAL_ANALYZER_NAME, PROVIDER_LABELS, providerLabel } from "./labels";

describe("providerLabel", () => {
  it.each([
    { provider: "openai", label: "OpenAI" },
    { provider: "anthropic", label: "Anthropic" },
    { provider: "google", label: "Google Gemini" },
    { provider: "openrouter", label: "OpenRouter" },
    { provider: "deepseek", label: "DeepSeek" },
    { provider: "grok", label: "Grok (xAI)" },
    { provider: "locale", label: "Analizzatore locale" },
    { provider: "mistral", label: "mistral" },
  ])("$provider reads $label", ({ provider, label }) => {
    expect(providerLabel(provider)).toBe(label);
  });

  it("names every provider the form offers", () => {
    expect(Object.keys(PROVIDER_LABELS).sort()).toEqual([...AI_PROVIDERS].sort());
  });
});

describe("configName", () => {
  it("puts the model after the provider, as the row and its controls are named", () => {
    expect(configName({ provider: "grok", model_name: "grok-beta" })).toBe("Grok (xAI) – grok-beta");
    expect(LOCAL_ANALYZER_NAME).toBe("Analizzatore locale (locale)");
  });
});
