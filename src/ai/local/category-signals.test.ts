import { describe, expect, it } from "vitest";
import { CATEGORIES, type Category } from "../../shared/constants.js";
import type { ArticleSignals } from "../types.js";
import { SIGNAL_WEIGHTS, signalBoosts } from "./category-signals.js";

const NONE: ArticleSignals = { itemCategories: [], url: null, feedName: null, defaultCategory: null };

function boosted(signals: Partial<ArticleSignals>): Category[] {
  const boosts = signalBoosts({ ...NONE, ...signals });
  return CATEGORIES.filter((_category, index) => boosts[index]! > 0);
}

describe("signalBoosts", () => {
  it.each([
    [["Calcio", "Serie A"], "sport"],
    [["Esteri"], "internazionale"],
    [["Politica interna"], "politica"],
    [["Economia e Finanza"], "economia"],
    [["Spettacoli"], "intrattenimento"],
    [["Cronaca nera"], "cronaca"],
  ] as const)("reads the item's <category> terms %j as %s", (terms, category) => {
    expect(boosted({ itemCategories: terms })).toEqual([category]);
  });

  it.each([
    ["https://www.example.it/sport/calcio/2026/11/20/juve-batte-inter-123.html", "sport"],
    ["https://www.example.it/esteri/2026/11/20/vertice-nato", "internazionale"],
    ["https://viaggi.example.it/articolo/lisbona-in-tre-giorni", "viaggi"],
    ["https://www.example.it/salute/benessere/dormire-bene.html", "salute"],
  ] as const)("reads the section in the link %s as %s", (url, category) => {
    expect(boosted({ url })).toEqual([category]);
  });

  it("ignores the slug's words and a link that is not a URL", () => {
    expect(boosted({ url: "https://www.example.it/2026/11/20/il-calcio-e-la-politica-1234.html" })).toEqual([]);
    expect(boosted({ url: "not a link" })).toEqual([]);
  });

  it.each([
    ["La Gazzetta dello Sport", "sport"],
    ["Il Sole 24 Ore", "economia"],
    ["Wired Italia", "tecnologia"],
  ] as const)("reads the feed's name %s as %s, more weakly than a section", (feedName, category) => {
    const boosts = signalBoosts({ ...NONE, feedName });
    expect(boosted({ feedName })).toEqual([category]);
    expect(boosts[CATEGORIES.indexOf(category)]).toBe(SIGNAL_WEIGHTS.feedName);
  });

  it("gives the admin's default category its prior, and nothing without signals", () => {
    expect(boosted({ defaultCategory: "cultura" })).toEqual(["cultura"]);
    expect(signalBoosts(undefined).every((boost) => boost === 0)).toBe(true);
  });
});
