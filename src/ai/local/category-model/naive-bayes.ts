/**
 * Multinomial naive Bayes over stems, twelve classes: counts per feature and
 * class in one Float32Array, so the whole model is one typed array and one
 * feature index (docs/performance.md, memory).
 */
import { CATEGORIES } from "../../../shared/constants.js";

const CLASSES = CATEGORIES.length;

/** Feature counts per class: the trained part of the model. */
export interface FeatureCounts {
  /** feature -> its row in `counts`. */
  index: Map<string, number>;
  /** counts[row * CLASSES + class]. */
  counts: Float32Array;
  /** Sum of the counts per class. */
  totals: Float64Array;
}

/** Counts built from documents: each is its feature list, its class and a weight. */
export function countFeatures(documents: Iterable<{ features: readonly string[]; label: number; weight: number }>): FeatureCounts {
  const index = new Map<string, number>();
  let counts = new Float32Array(4096 * CLASSES);
  const totals = new Float64Array(CLASSES);
  for (const { features, label, weight } of documents) {
    for (const [feature, times] of documentTerms(features)) {
      let row = index.get(feature);
      if (row === undefined) {
        row = index.size;
        index.set(feature, row);
        if ((row + 1) * CLASSES > counts.length) {
          const grown = new Float32Array(counts.length * 2);
          grown.set(counts);
          counts = grown;
        }
      }
      counts[row * CLASSES + label]! += times * weight;
      totals[label]! += times * weight;
    }
  }
  return { index, counts: counts.slice(0, index.size * CLASSES), totals };
}

/**
 * A document's terms with how much each counts: 1 + ln(repeats), so a long
 * article that names its subject twenty times does not drown every other word.
 */
export function documentTerms(features: readonly string[]): Map<string, number> {
  const repeats = new Map<string, number>();
  for (const feature of features) repeats.set(feature, (repeats.get(feature) ?? 0) + 1);
  for (const [feature, count] of repeats) repeats.set(feature, 1 + Math.log(count));
  return repeats;
}

/**
 * Laplace smoothing: a word never seen in a class is rare there, not impossible. 0.75 rather than 0.5 since the
 * text from 25 sources (issue 26): a word seen three times in one class should not outweigh the feed's default.
 */
const ALPHA = 0.75;

/**
 * The log-likelihood of a document under each class, summed over the terms
 * some part of the model knows (unknown words say nothing); answers the sums
 * and how many known terms were read.
 */
export function logLikelihoods(parts: readonly FeatureCounts[], features: readonly string[]): { scores: Float64Array; known: number } {
  const scores = new Float64Array(CLASSES);
  const totals = new Float64Array(CLASSES);
  let vocabulary = 0;
  for (const part of parts) {
    vocabulary += part.index.size;
    for (let label = 0; label < CLASSES; label++) totals[label]! += part.totals[label]!;
  }
  const denominators = Array.from(totals, (total) => Math.log(total + ALPHA * vocabulary));
  let known = 0;
  const row = new Float64Array(CLASSES);
  for (const [feature, times] of documentTerms(features)) {
    row.fill(0);
    let seen = false;
    for (const part of parts) {
      const at = part.index.get(feature);
      if (at === undefined) continue;
      seen = true;
      for (let label = 0; label < CLASSES; label++) row[label]! += part.counts[at * CLASSES + label]!;
    }
    if (!seen) continue;
    known += times;
    for (let label = 0; label < CLASSES; label++) scores[label]! += times * (Math.log(row[label]! + ALPHA) - denominators[label]!);
  }
  return { scores, known };
}
