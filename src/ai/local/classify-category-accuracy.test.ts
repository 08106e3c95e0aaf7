/**
 * Holds the category figures that say how the analyzer does on text it was
 * not trained on: leave-one-publisher-out on the training text (each source
 * scored by a model trained on all the others) and the held-out set of
 * unseen publishers. Floors sit a little under the measured figures
 * (npm run accuracy; docs/decisions.md, "Local analyzer: category and learning").
 */
import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../../shared/constants.js";
import { analyzerCategory, leaveOnePublisherOut, loadCategorySet, scoreCategories } from "../../../tests/helpers/category-sets.js";
import { trainingLines } from "./category-model/base-model.js";

describe("the category model's training text", () => {
  const lines = trainingLines();
  const sources = new Map<string, Set<string>>();
  for (const line of lines) sources.set(line.source, (sources.get(line.source) ?? new Set()).add(line.category));

  it("comes from at least 12 sources, each with text in several categories", () => {
    expect(sources.size).toBeGreaterThanOrEqual(12);
    for (const [source, categories] of sources) expect(categories.size, source).toBeGreaterThanOrEqual(3);
  });

  it("gives every category text from at least 8 sources", () => {
    for (const category of CATEGORIES) {
      expect([...sources.values()].filter((categories) => categories.has(category)).length, category).toBeGreaterThanOrEqual(8);
    }
  });
});

describe("the category on publishers it was not trained on", () => {
  it("gets at least 84 % of the training lines right leave-one-publisher-out, and no source under 65 %", () => {
    const lopo = leaveOnePublisherOut();
    expect(lopo.overall.accuracy).toBeGreaterThanOrEqual(0.84);
    expect(lopo.macro).toBeGreaterThanOrEqual(0.85);
    for (const [source, score] of lopo.perSource) expect(score.accuracy, source).toBeGreaterThanOrEqual(0.65);
  });

  it("gets at least 92 % of the held-out set of unseen publishers right", () => {
    const unseen = loadCategorySet("unseen-publishers");
    expect(unseen.length).toBeGreaterThanOrEqual(120);
    expect(new Set(unseen.map((item) => item.publisher)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(unseen.map((item) => item.category)).size).toBe(12);
    expect(scoreCategories(unseen, analyzerCategory).accuracy).toBeGreaterThanOrEqual(0.92);
  });
});
