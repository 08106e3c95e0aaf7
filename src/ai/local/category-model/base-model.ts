/**
 * The category model trained on the shipped text, built once on first use
 * (the analyzer itself loads on its first article: docs/performance.md).
 */
import { CATEGORIES } from "../../../shared/constants.js";
import { textFeatures } from "./features.js";
import { countFeatures, type FeatureCounts } from "./naive-bayes.js";
import { TRAINING_TEXT } from "./training/index.js";

let model: FeatureCounts | undefined;

/** The counts learned from the shipped training text. */
export function baseModel(): FeatureCounts {
  model ??= countFeatures(
    CATEGORIES.flatMap((category, label) =>
      TRAINING_TEXT[category]
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => ({ features: textFeatures(line), label, weight: 1 })),
    ),
  );
  return model;
}
