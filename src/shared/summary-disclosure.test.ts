import { describe, expect, it } from "vitest";
import { LOCAL_ANALYZER } from "./ai";
import { isMachineWritten, summaryDisclosure } from "./summary-disclosure";

const machine = (provider: string) => ({ processed_by_ai_provider: provider, summary_reviewed_at: null });

describe("summaryDisclosure", () => {
  it.each([
    ["locale", "Riassunto generato automaticamente con AI locale"],
    ["openai", "Riassunto generato automaticamente con OpenAI"],
    ["google", "Riassunto generato automaticamente con Gemini"],
    ["grok", "Riassunto generato automaticamente con Grok"],
    ["mistral", "Riassunto generato automaticamente con mistral"],
  ])("names %s", (provider, text) => {
    expect(summaryDisclosure(machine(provider))).toBe(text);
  });

  it("knows the local analyzer by the name the AI queue stores", () => {
    expect(summaryDisclosure(machine(LOCAL_ANALYZER))).toBe("Riassunto generato automaticamente con AI locale");
  });

  it("says the newsroom reviewed a summary an administrator saved, and lifts the machine label", () => {
    const reviewed = { processed_by_ai_provider: "openai", summary_reviewed_at: "2026-11-30T08:00:00.000Z" };
    expect(summaryDisclosure(reviewed)).toBe("Riassunto rivisto dalla redazione");
    expect(isMachineWritten(reviewed)).toBe(false);
    expect(isMachineWritten(machine("openai"))).toBe(true);
  });

  it("says nothing when no enrichment wrote the text", () => {
    expect(summaryDisclosure({ processed_by_ai_provider: null, summary_reviewed_at: null })).toBeNull();
  });
});
