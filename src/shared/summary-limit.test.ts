import { describe, expect, it } from "vitest";
import { summaryWithin } from "./summary-limit";

describe("summaryWithin", () => {
  const three = "Il consiglio ha approvato il piano. Più autobus elettrici in periferia. I lavori partono a marzo.";

  it("keeps a summary within the limit as it is", () => {
    expect(summaryWithin(three, 300)).toBe(three);
  });

  it("keeps the whole sentences that fit, never half of one", () => {
    expect(summaryWithin(three, 80)).toBe("Il consiglio ha approvato il piano. Più autobus elettrici in periferia.");
    expect(summaryWithin(three, 40)).toBe("Il consiglio ha approvato il piano.");
  });

  it("cuts a first sentence longer than the limit at a word, with an ellipsis", () => {
    const cut = summaryWithin(three, 20);
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(cut).toBe("Il consiglio ha…");
  });
});
