import { describe, expect, it } from "vitest";
import { countSentences } from "../../shared/ai.js";
import { fitSummary, keepSentences } from "./summary-text.js";

describe("keepSentences", () => {
  it("keeps the first sentences as countSentences counts them", () => {
    expect(keepSentences("Uno. Due. Tre. Quattro. Cinque.", 4)).toBe("Uno. Due. Tre. Quattro.");
    expect(keepSentences("Il dott. Rossi. Sì. No. Forse. Mai.", 4)).toBe("Il dott. Rossi. Sì. No.");
  });
});

describe("fitSummary", () => {
  it.each([
    ["many abbreviations", "Il dott. Rossi e il prof. Bianchi con l'avv. Verdi e il sig. Neri e l'ing. Gialli."],
    ["a wall of text", "parola ".repeat(200)],
    ["extra whitespace", "  Uno.\n\n Due.  "],
  ])("fits %s within the limits", (_case, text) => {
    const result = fitSummary(text);
    expect(result.length).toBeLessThanOrEqual(600);
    expect(countSentences(result)).toBeLessThanOrEqual(4);
    expect(result).toBe(result.trim());
  });
});
