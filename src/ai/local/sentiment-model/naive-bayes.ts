/**
 * A multinomial naive Bayes model over sentiment features: trained from
 * labelled texts when the analyzer first needs it, so the repository ships
 * readable examples rather than opaque weights, and learned examples (an
 * administrator's corrections, a provider's answers) are simply more counts.
 */
import type { Sentiment } from "../../../shared/constants.js";

/** The classes in a fixed order: the model's arrays follow it. */
export const CLASSES: readonly Sentiment[] = ["positivo", "neutrale", "negativo"];

/** A feature list with its label and how much it counts. */
export interface TrainingText {
  features: readonly string[];
  sentiment: Sentiment;
  weight?: number;
}

/**
 * A trained model: each feature's row in one flat array holds its
 * log-probability under each class, centred on the row's mean (a word as
 * common in every class adds nothing). One array, not one per feature, keeps it small.
 */
export interface NaiveBayesModel {
  rows: ReadonlyMap<string, number>;
  weights: Float32Array;
}

// Add-alpha smoothing; below 1 because the training texts are short and the vocabulary sparse.
const ALPHA = 0.5;

/** Counts features per class; classes are treated as equally likely a priori. */
export function trainNaiveBayes(texts: Iterable<TrainingText>): NaiveBayesModel {
  const counts = new Map<string, Float64Array>();
  const totals = new Float64Array(CLASSES.length);
  for (const text of texts) {
    const index = CLASSES.indexOf(text.sentiment);
    const weight = text.weight ?? 1;
    for (const feature of text.features) {
      let row = counts.get(feature);
      if (!row) counts.set(feature, (row = new Float64Array(CLASSES.length)));
      row[index]! += weight;
      totals[index]! += weight;
    }
  }
  const denominators = Array.from(totals, (total) => Math.log(total + ALPHA * counts.size));
  const rows = new Map<string, number>();
  const weights = new Float32Array(counts.size * CLASSES.length);
  for (const [feature, row] of counts) {
    const offset = rows.size * CLASSES.length;
    const logs = Array.from(row, (count, index) => Math.log(count + ALPHA) - denominators[index]!);
    const mean = logs.reduce((sum, value) => sum + value, 0) / logs.length;
    logs.forEach((value, index) => (weights[offset + index] = value - mean));
    rows.set(feature, offset);
  }
  return { rows, weights };
}

/** Per-class log-scores of weighted features. Features the model never saw are skipped: they say nothing about any class. */
export function scoreFeatures(model: NaiveBayesModel, features: ReadonlyArray<readonly [feature: string, weight: number]>): number[] {
  const scores = CLASSES.map(() => 0);
  for (const [feature, weight] of features) {
    const offset = model.rows.get(feature);
    if (offset === undefined) continue;
    for (let index = 0; index < scores.length; index++) scores[index]! += weight * model.weights[offset + index]!;
  }
  return scores;
}
