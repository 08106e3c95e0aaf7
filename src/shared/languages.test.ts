import { describe, expect, it } from "vitest";
import { translatedFromLabel } from "./languages.js";

describe("translatedFromLabel", () => {
  it("puts the right article before the language", () => {
    expect(translatedFromLabel("en")).toBe("Tradotto dall'inglese");
    expect(translatedFromLabel("fr")).toBe("Tradotto dal francese");
    expect(translatedFromLabel("es")).toBe("Tradotto dallo spagnolo");
    expect(translatedFromLabel("de")).toBe("Tradotto dal tedesco");
  });

  it("still says it was translated, and from what, for a language without its phrase", () => {
    expect(translatedFromLabel("eu")).toBe("Tradotto (lingua originale: eu)");
  });
});
