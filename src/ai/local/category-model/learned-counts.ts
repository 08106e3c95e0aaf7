/**
 * The category model's learned part: feature counts from the admin's
 * corrections and the providers' answers, counted once per loaded set of
 * examples. An admin's label weighs more than a provider's: it is a human
 * correcting a mistake, usually one the model made.
 */
import { CATEGORIES } from "../../../shared/constants.js";
import type { LearnedExamples } from "../../learning/training-examples.js";
import { textFeatures } from "./features.js";
import { countFeatures, type FeatureCounts } from "./naive-bayes.js";

/** How many shipped training lines one example counts as, by origin. */
export const LEARNED_WEIGHTS = { admin: 8, provider: 2 } as const;

let last: { examples: LearnedExamples; counts: FeatureCounts | null } | null = null;

/** Counts for the loaded examples (cached while the loader hands back the same object); null when none has a category. */
export function learnedCounts(examples: LearnedExamples): FeatureCounts | null {
  if (last?.examples === examples) return last.counts;
  const documents = examples.examples.flatMap((example) =>
    example.category
      ? [{ features: textFeatures(`${example.title}\n${example.title}\n${example.text}`), label: CATEGORIES.indexOf(example.category), weight: LEARNED_WEIGHTS[example.origin] }]
      : [],
  );
  const counts = documents.length > 0 ? countFeatures(documents) : null;
  last = { examples, counts };
  return counts;
}
