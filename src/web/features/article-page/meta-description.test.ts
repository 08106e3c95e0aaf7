import { describe, expect, it } from "vitest";
import { metaDescription } from "./meta-description";

const word = (n: number) => Array.from({ length: n }, (_, i) => `parola${i}`).join(" ");

describe("metaDescription", () => {
  it.each([
    { name: "a short summary stays whole", text: "Il governo approva la manovra.", expected: "Il governo approva la manovra." },
    { name: "whitespace is collapsed", text: "  Il governo\n\napprova   la manovra. ", expected: "Il governo approva la manovra." },
    { name: "exactly 160 characters stay whole", text: "a".repeat(160), expected: "a".repeat(160) },
    { name: "an unbroken 161-character word is cut hard", text: "a".repeat(161), expected: `${"a".repeat(159)}…` },
    { name: "an empty summary stays empty", text: "   ", expected: "" },
  ])("$name", ({ text, expected }) => {
    expect(metaDescription(text)).toBe(expected);
  });

  it("cuts a long summary at a word boundary, with an ellipsis, within 160 characters", () => {
    const text = word(40);
    const result = metaDescription(text);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith("…")).toBe(true);
    const kept = result.slice(0, -1);
    expect(text.startsWith(`${kept} `)).toBe(true);
    expect(result.length).toBeGreaterThan(140);
  });

  it("drops punctuation left dangling before the ellipsis", () => {
    const text = `${"x".repeat(140)} frase, ${"y".repeat(30)}`;
    expect(metaDescription(text)).toBe(`${"x".repeat(140)} frase…`);
  });

  it("keeps a last word that ends right at the limit", () => {
    const kept = `${"a".repeat(150)} ${"b".repeat(8)}`;
    expect(metaDescription(`${kept} dopo`)).toBe(`${kept}…`);
  });

  it("never splits an emoji in half", () => {
    const text = `${"a".repeat(158)}😀 dopo`;
    const result = metaDescription(text);
    expect(result).toBe(`${"a".repeat(158)}…`);
    expect(result.length).toBeLessThanOrEqual(160);
  });

  it("keeps accented Italian text intact", () => {
    const text = `La città è più vicina: ${word(30)}`;
    expect(metaDescription(text).startsWith("La città è più vicina:")).toBe(true);
  });

  it("honours a smaller limit", () => {
    expect(metaDescription("uno due tre quattro cinque", 12)).toBe("uno due tre…");
  });
});
