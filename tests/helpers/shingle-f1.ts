/**
 * The scoring of the public article-extraction benchmark (scrapinghub's, as
 * docs/decisions/005-article-extraction.md describes): texts are cut into
 * \w+ tokens, compared as multisets of 4-word shingles, each page's
 * tp/fp/fn normalised to sum 1; precision is averaged over pages that
 * predicted something, recall over pages that have a body, F1 is the harmonic
 * mean of the two averages. An empty prediction scores recall 0.
 */

/** A page's share of true positives, false positives and false negatives (they sum to 1, or all 0). */
export interface PageScore {
  tp: number;
  fp: number;
  fn: number;
}

const TOKEN = /[\p{L}\p{N}_]+/gu;
const SHINGLE = 4;

function shingles(text: string): Map<string, number> {
  const tokens = text.match(TOKEN) ?? [];
  const counts = new Map<string, number>();
  // A text shorter than a shingle still counts as one (the benchmark does the same).
  const last = Math.max(1, tokens.length - SHINGLE + 1);
  for (let index = 0; index < last; index += 1) {
    const shingle = tokens.slice(index, index + SHINGLE).join(" ");
    if (shingle) counts.set(shingle, (counts.get(shingle) ?? 0) + 1);
  }
  return counts;
}

/** Scores one extracted text against its ground truth. */
export function scorePage(truth: string, predicted: string): PageScore {
  const expected = shingles(truth);
  const got = shingles(predicted);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const key of new Set([...expected.keys(), ...got.keys()])) {
    const want = expected.get(key) ?? 0;
    const have = got.get(key) ?? 0;
    tp += Math.min(want, have);
    fp += Math.max(0, have - want);
    fn += Math.max(0, want - have);
  }
  const sum = tp + fp + fn;
  return sum > 0 ? { tp: tp / sum, fp: fp / sum, fn: fn / sum } : { tp, fp, fn };
}

/** The F1 of one page on its own (for per-page tables). */
export function pageF1(score: PageScore): number {
  const { tp, fp, fn } = score;
  if (fp === 0 && fn === 0) return 1;
  return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
}

/** Precision, recall and F1 over a set of pages, averaged the benchmark's way. */
export function averageScores(scores: PageScore[]): { precision: number; recall: number; f1: number } {
  const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
  const precision = mean(scores.filter((s) => s.tp + s.fp > 0).map((s) => (s.fp === 0 && s.fn === 0 ? 1 : s.tp / (s.tp + s.fp))));
  const recall = mean(scores.filter((s) => s.tp + s.fn > 0).map((s) => (s.fp === 0 && s.fn === 0 ? 1 : s.tp / (s.tp + s.fn))));
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}
