import { describe, expect, it } from "vitest";
import { isSlug, toSlug } from "./slug.js";

describe("toSlug", () => {
  it.each([
    ["Campi Flegrei", "campi-flegrei"],
    ["Città di Bàri", "citta-di-bari"],
    ["  L'Aquila — terremoto  ", "l-aquila-terremoto"],
    ["ANSA", "ansa"],
    ["Il Sole 24 Ore", "il-sole-24-ore"],
    ["perché è così", "perche-e-cosi"],
    ["İstanbul", "istanbul"],
    ["Ørsted", "rsted"],
    ["#MeToo!", "metoo"],
    ["---", ""],
    ["Ελλάδα", ""],
  ])("%j → %j", (text, slug) => {
    expect(toSlug(text)).toBe(slug);
  });
});

describe("isSlug", () => {
  it.each([
    ["campi-flegrei", true],
    ["2026", true],
    ["Campi-Flegrei", false],
    ["-campi", false],
    ["campi--flegrei", false],
    ["", false],
    ["a".repeat(121), false],
    ["campi flegrei", false],
  ])("%j → %s", (text, valid) => {
    expect(isSlug(text)).toBe(valid);
  });
});
