import { describe, expect, it } from "vitest";
import { articleKeywords } from "./article-keywords";

describe("articleKeywords", () => {
  it.each([
    { name: "keywords then tags", keywords: ["calcio", "serie a"], tags: ["sport"], expected: ["calcio", "serie a", "sport"] },
    { name: "repeats differing in case are dropped", keywords: ["Roma", "roma"], tags: ["ROMA", "Lazio"], expected: ["Roma", "Lazio"] },
    { name: "blank entries are dropped and spaces tidied", keywords: ["  ", " Unione  europea "], tags: [""], expected: ["Unione europea"] },
    { name: "none at all", keywords: [], tags: [], expected: [] },
  ])("$name", ({ keywords, tags, expected }) => {
    expect(articleKeywords({ keywords, tags })).toEqual(expected);
  });

  it("stops at the limit", () => {
    const keywords = Array.from({ length: 20 }, (_, i) => `k${i}`);
    expect(articleKeywords({ keywords, tags: [] }, 5)).toEqual(["k0", "k1", "k2", "k3", "k4"]);
  });
});
