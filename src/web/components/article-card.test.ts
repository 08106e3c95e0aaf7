import { describe, expect, it } from "vitest";
import { LOCAL_ANALYZER } from "../../shared/ai";
import { aiProviderBadge } from "./article-card";

describe("aiProviderBadge", () => {
  it.each([
    ["locale", "AI locale"],
    ["openai", "AI: OpenAI"],
    ["google", "AI: Gemini"],
    ["grok", "AI: Grok"],
    ["mistral", "AI: mistral"],
  ])("%s reads %s", (provider, label) => {
    expect(aiProviderBadge(provider)).toBe(label);
  });

  it("knows the local analyzer by the name the AI queue stores", () => {
    expect(aiProviderBadge(LOCAL_ANALYZER)).toBe("AI locale");
  });
});
