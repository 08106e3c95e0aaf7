import { describe, expect, it } from "vitest";
import { LOCAL_ANALYZER } from "../../../shared/ai";
import { summaryCredit } from "./summary-credit";

describe("summaryCredit", () => {
  it.each([
    ["locale", "Riassunto generato con AI locale"],
    ["openai", "Riassunto generato con OpenAI"],
    ["google", "Riassunto generato con Gemini"],
    ["grok", "Riassunto generato con Grok"],
    ["mistral", "Riassunto generato con mistral"],
  ])("%s", (provider, text) => {
    expect(summaryCredit(provider)).toBe(text);
  });

  it("knows the local analyzer by the name the AI queue stores", () => {
    expect(summaryCredit(LOCAL_ANALYZER)).toBe("Riassunto generato con AI locale");
  });
});
