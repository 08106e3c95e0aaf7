/**
 * Holds the sentiment figures on the labelled sets of
 * tests/fixtures/sentiment-labelled: the held-out set was written before the
 * model and never tuned on. Floors sit a little under the measured figures
 * (docs/decisions.md, "Local analyzer: sentiment").
 */
import { describe, expect, it } from "vitest";
import { classifyItems, loadArticleSentiments, loadSentimentSet, scoreCalls } from "../../../tests/helpers/sentiment-set.js";

describe("sentiment on the labelled sets", () => {
  const heldOut = classifyItems(loadSentimentSet("held-out"));

  it.each([
    ["tweet", 0.85],
    ["news", 0.85],
  ])("keeps the held-out %s items' macro-F1 above %s", (style, floor) => {
    expect(scoreCalls(heldOut.filter((call) => call.item.style === style)).macroF1).toBeGreaterThan(floor);
  });

  it("calls neutral about as often as it is right to, not by default", () => {
    const { neutralShare } = scoreCalls(heldOut);
    expect(neutralShare).toBeGreaterThan(0.25);
    expect(neutralShare).toBeLessThan(0.42);
  });

  it("is more often right when more confident", () => {
    const { confidentHalf, unsureHalf } = scoreCalls(heldOut);
    expect(confidentHalf).toBeGreaterThan(unsureHalf);
  });

  it("reads the 132 labelled articles about as well as the lexicon alone did (78.0 %)", () => {
    expect(scoreCalls(classifyItems(loadArticleSentiments())).accuracy).toBeGreaterThan(0.75);
  });
});
