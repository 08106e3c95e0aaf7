/**
 * A source of training text: the publisher or register the lines imitate
 * (a newspaper, a wire agency, encyclopedic sentences, social posts...),
 * its examples by category, one a line. Leave-one-publisher-out holds each
 * source out as a whole (docs/decisions.md, "Local analyzer: category and
 * learning").
 */
import type { Category } from "../../../../shared/constants.js";

/** One source's lines, or part of them: a large source may span several files under the same name. */
export interface TrainingSource {
  /** The fictional publisher or the register, e.g. "Agenzia Stampa Peninsulare (lanci d'agenzia)". */
  source: string;
  /** One block of text per category, one example a line. */
  text: Partial<Record<Category, string>>;
}
