import { describe, expect, it } from "vitest";
import { graphemes } from "./graphemes.js";

describe("graphemes", () => {
  it("splits long texts the way one pass of the segmenter does, windows notwithstanding", () => {
    const text = "🇮🇹🇮🇹🇮🇹 e\u0301 👩‍👩‍👧 Forlì ".repeat(200) + "a\u0301".repeat(400) + "Z" + "\u0301".repeat(600);
    const once = Array.from(new Intl.Segmenter("it", { granularity: "grapheme" }).segment(text), (part) => part.segment);
    expect(graphemes(text)).toEqual(once);
  });
});
