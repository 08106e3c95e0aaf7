import { describe, expect, it } from "vitest";
import { cutAtWord } from "./cut-at-word.js";

describe("cutAtWord", () => {
  it.each([
    ["a text within the limit, unchanged", "uno due tre", 11, "uno due tre"],
    ["cut at the last space, with an ellipsis", "uno due tre quattro cinque", 16, "uno due tre…"],
    ["a word ending right at the limit kept whole", "aaaaa bb cc", 9, "aaaaa bb…"],
    ["a newline is a word boundary too", "uno due\ntre quattro", 10, "uno due…"],
    ["trailing punctuation dropped before the ellipsis", "uno due, tre quattro", 10, "uno due…"],
    ["an opening quote left alone dropped too", "disse: «tutto bene»", 10, "disse…"],
    ["a word longer than half the limit cut mid-word", "supercalifragilistichespiralidoso", 10, "supercali…"],
    ["a boundary keeping too little ignored", "ab cdefghijklmnop", 10, "ab cdefgh…"],
  ])("%s", (_case, text, max, expected) => {
    const result = cutAtWord(text, max);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(max);
  });

  it("takes a word boundary only past minShareAtWord of the limit", () => {
    const text = "uno due tre quattrocinque";
    expect(cutAtWord(text, 20, { minShareAtWord: 0.5 })).toBe("uno due tre…");
    expect(cutAtWord(text, 20, { minShareAtWord: 0.8 })).toBe("uno due tre quattro…");
    expect(cutAtWord(text, 20, { minShareAtWord: 0 })).toBe("uno due tre…");
  });

  it("cuts at the limit with minShareAtWord 1, keeping only a word that ends there", () => {
    expect(cutAtWord("uno due tre quattro", 10, { minShareAtWord: 1 })).toBe("uno due t…");
    expect(cutAtWord("uno due tre quattro", 8, { minShareAtWord: 1 })).toBe("uno due…");
  });

  it("counts a longer ellipsis within the limit", () => {
    const marker = " [… troncato]";
    const result = cutAtWord("parola ".repeat(10), 38, { ellipsis: marker });
    expect(result).toBe(`parola parola parola${marker}`);
    expect(result.length).toBeLessThanOrEqual(38);
  });

  it("without an ellipsis drops trailing spaces but keeps punctuation", () => {
    expect(cutAtWord("uno due. tre quattro", 10, { ellipsis: "" })).toBe("uno due.");
    expect(cutAtWord("uno due.   tre quattro", 10, { ellipsis: "" })).toBe("uno due.");
  });

  it("never leaves half an emoji when counting code units", () => {
    const result = cutAtWord(`${"a".repeat(8)}😀😀😀`, 10);
    expect(result).toBe(`${"a".repeat(8)}…`);
    expect(result).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/u);
  });

  it("with an ellipsis longer than the limit returns nothing, and the ellipsis alone when only it fits", () => {
    expect(cutAtWord("uno due tre", 1, { ellipsis: "[…]" })).toBe("");
    expect(cutAtWord("uno due tre", 3, { ellipsis: "[…]" })).toBe("[…]");
  });

  describe("in graphemes", () => {
    const accented = "e\u0301"; // "é" written with a combining accent: two code units, one grapheme

    it("leaves a text alone that fits in graphemes although its code units do not", () => {
      const text = accented.repeat(6);
      expect(cutAtWord(text, 6)).not.toBe(text);
      expect(cutAtWord(text, 6, { unit: "graphemes" })).toBe(text);
    });

    it("never splits a grapheme, and counts the ellipsis as one", () => {
      const text = `🇮🇹🇮🇹🇮🇹 ${accented.repeat(8)}`;
      expect(cutAtWord(text, 5, { unit: "graphemes", minShareAtWord: 1 })).toBe("🇮🇹🇮🇹🇮🇹…");
      expect(cutAtWord(text, 8, { unit: "graphemes", minShareAtWord: 1 })).toBe(`🇮🇹🇮🇹🇮🇹 ${accented.repeat(3)}…`);
      expect(cutAtWord(text, 6, { unit: "graphemes" })).toBe("🇮🇹🇮🇹🇮🇹…");
    });
  });
});
