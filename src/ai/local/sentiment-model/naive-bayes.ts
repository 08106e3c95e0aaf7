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

/** A trained model: per feature, the log-probability under each class. */
export interface NaiveBayesModel {
  logLikelihood: ReadonlyMap<string, Float32Array>;
  /** Log-probability of a feature never seen with a class, per class. */
  unseen: Float32Array;
}

// Add-alpha smoothing; below 1 because the training texts are short and the vocabulary sparse.
const ALPHA = Number(process.env.AL ?? 0.5);

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
  const vocabulary = counts.size;
  const denominators = Array.from(totals, (total) => Math.log(total + ALPHA * vocabulary));
  const logLikelihood = new Map<string, Float32Array>();
  for (const [feature, row] of counts) {
    logLikelihood.set(feature, Float32Array.from(row, (count, index) => Math.log(count + ALPHA) - denominators[index]!));
  }
  const unseen = Float32Array.from(denominators, (denominator) => Math.log(ALPHA) - denominator);
  return { logLikelihood, unseen };
}

/**
 * Per-class log-scores of weighted features, centred on their mean. Features
 * the model never saw are skipped: they say nothing about any class.
 */
export function scoreFeatures(model: NaiveBayesModel, features: ReadonlyArray<readonly [feature: string, weight: number]>): number[] {
  const scores = CLASSES.map(() => 0);
  for (const [feature, weight] of features) {
    const row = model.logLikelihood.get(feature);
    if (!row) continue;
    // Centred per feature so a word common to all classes adds nothing.
    const mean = (row[0]! + row[1]! + row[2]!) / 3;
    for (let index = 0; index < scores.length; index++) scores[index]! += weight * (row[index]! - mean);
  }
  return scores;
}
