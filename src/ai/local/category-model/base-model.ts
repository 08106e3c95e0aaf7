/**
 * The category model trained on the shipped text, built once on first use
 * (the analyzer itself loads on its first article: docs/performance.md).
 */
import { CATEGORIES, type Category } from "../../../shared/constants.js";
import { textFeatures } from "./features.js";
import { countFeatures, type FeatureCounts } from "./naive-bayes.js";
import { TRAINING_TEXT } from "./training/index.js";
import type { TrainingSource } from "./training/source.js";

let model: FeatureCounts | undefined;

/** One training example: a line of a source's text, with its category and its source's name. */
export interface TrainingLine {
  text: string;
  category: Category;
  source: string;
}

/** The lines of some training sources, one example each. */
export function trainingLines(sources: readonly TrainingSource[] = TRAINING_TEXT): TrainingLine[] {
  return sources.flatMap(({ source, text }) =>
    CATEGORIES.flatMap((category) =>
      (text[category] ?? "")
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => ({ text: line, category, source })),
    ),
  );
}

/** Counts learned from some training lines (leave-one-publisher-out trains on all sources but one). */
export function modelFrom(lines: readonly TrainingLine[]): FeatureCounts {
  return countFeatures(lines.map((line) => ({ features: textFeatures(line.text), label: CATEGORIES.indexOf(line.category), weight: 1 })));
}

/** The counts learned from the shipped training text. */
export function baseModel(): FeatureCounts {
  model ??= modelFrom(trainingLines());
  return model;
}
