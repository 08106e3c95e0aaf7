import { describe, expect, it } from "vitest";
import { scoreFeatures, trainNaiveBayes } from "./naive-bayes.js";

describe("naive Bayes", () => {
  const model = trainNaiveBayes([
    { features: ["bello", "giorno"], sentiment: "positivo" },
    { features: ["brutto", "giorno"], sentiment: "negativo" },
    { features: ["orario", "giorno"], sentiment: "neutrale" },
  ]);

  it("scores a word for the class it was seen with, and a word seen everywhere as nothing", () => {
    const [positive, neutral, negative] = scoreFeatures(model, [["bello", 1]]);
    expect(positive).toBeGreaterThan(neutral!);
    expect(positive).toBeGreaterThan(negative!);
    expect(scoreFeatures(model, [["giorno", 1]]).map((score) => Math.abs(score) < 1e-6)).toEqual([true, true, true]);
  });

  it("skips unknown features and weighs the others", () => {
    expect(scoreFeatures(model, [["mai visto", 1]])).toEqual([0, 0, 0]);
    const once = scoreFeatures(model, [["brutto", 1]]);
    const twice = scoreFeatures(model, [["brutto", 2]]);
    expect(twice[2]).toBeCloseTo(2 * once[2]!, 5);
  });

  it("counts a weighted example as that many", () => {
    const learned = trainNaiveBayes([
      { features: ["zorbo"], sentiment: "negativo", weight: 3 },
      { features: ["brutto"], sentiment: "negativo" },
      { features: ["zorbo"], sentiment: "positivo" },
      { features: ["bello"], sentiment: "positivo" },
    ]);
    const [positive, , negative] = scoreFeatures(learned, [["zorbo", 1]]);
    expect(negative).toBeGreaterThan(positive!);
  });
});
