/**
 * The article's category: a naive Bayes model over stems (category-model/,
 * trained on shipped Italian text plus what the admin and the providers
 * taught it), the weighted lexicon as a second voice, and the feed's signals
 * (docs/decisions.md, "Local analyzer: category and learning"). Confidence
 * comes from the margin between the two best posteriors.
 */
import { CATEGORIES, type Category } from "../../shared/constants.js";
import type { ArticleSignals } from "../types.js";
import { baseModel } from "./category-model/base-model.js";
import { categoryFeatures } from "./category-model/features.js";
import { logLikelihoods, type FeatureCounts } from "./category-model/naive-bayes.js";
import { signalBoosts } from "./category-signals.js";
import { ABROAD_SHARE, DEFAULT_CATEGORY, scoreByLexicon, storySetAbroad, type CategoryInput as LexiconInput } from "./lexicon-category.js";

/** An article's parts as token lists, its feed's signals and the learned counts, if any. */
export interface CategoryInput extends LexiconInput {
  signals?: ArticleSignals;
  learned?: FeatureCounts | null;
  /** Counts to read instead of the shipped model's (leave-one-publisher-out trains one without the source it tests). */
  model?: FeatureCounts;
}

/** The winning category and how sure the classifier is of it. */
export interface CategoryResult {
  category: Category;
  /** 0.05..0.95, from the posterior margin between the best two categories. */
  confidence: number;
  /** Log-posterior per category (up to a constant), in CATEGORIES order. */
  scores: number[];
}

const INTERNAZIONALE = CATEGORIES.indexOf("internazionale");
// The title names the topic: its words count twice.
const TITLE_REPEAT = 2;
// The lexicon's vote, in nats per unit of ln(1 + its score), grows with the words the model knows: naive Bayes
// evidence grows with length, and on long articles the lexicon's phrases and gazetteer still have something to add.
const LEXICON_WEIGHT = 1;
const LEXICON_GROWTH_WORDS = 10;

/** The category of an article, with a confidence from the posterior margin. */
export function classifyCategory(input: CategoryInput): CategoryResult {
  const title = categoryFeatures(input.title.tokens, input.title.stems);
  const features = [
    ...Array.from({ length: TITLE_REPEAT }, () => title).flat(),
    ...categoryFeatures(input.source.tokens, input.source.stems),
    ...categoryFeatures(input.body.tokens, input.body.stems),
  ];
  const model = input.model ?? baseModel();
  const { scores: likelihoods, known } = logLikelihoods(input.learned ? [model, input.learned] : [model], features);
  const { scores: lexicon } = scoreByLexicon(input);
  const boosts = signalBoosts(input.signals);
  const lexiconWeight = LEXICON_WEIGHT * (1 + known / LEXICON_GROWTH_WORDS);
  const scores = CATEGORIES.map((_category, index) => likelihoods[index]! + lexiconWeight * Math.log1p(lexicon[index]!) + boosts[index]!);
  moveAbroad(input, scores, lexicon);
  return decide(scores, known);
}

// An election, a disaster or an economy abroad is foreign news, by the lexicon's rule (lexicon-category.ts): while
// the leader is a section that changes hands abroad, the foreign clues weigh enough and the story is set abroad,
// internazionale takes its place.
function moveAbroad(input: CategoryInput, scores: number[], lexicon: readonly number[]): void {
  let located: boolean | undefined;
  for (let round = 0; round < ABROAD_SHARE.size; round++) {
    const leader = scores.indexOf(Math.max(...scores));
    const share = ABROAD_SHARE.get(leader);
    if (share === undefined || lexicon[INTERNAZIONALE]! < lexicon[leader]! * share || lexicon[INTERNAZIONALE]! <= 0) return;
    located ??= storySetAbroad(input);
    if (!located) return;
    scores[INTERNAZIONALE] = scores[leader]! + 1;
  }
}

function decide(scores: number[], known: number): CategoryResult {
  const order = CATEGORIES.map((_category, index) => index).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const [first, second] = [order[0]!, order[1]!];
  // Nothing known and no signal: every category is as likely, so the broadest section, and no confidence.
  if (scores[first] === scores[second]) return { category: DEFAULT_CATEGORY, confidence: 0.05, scores };
  // Naive Bayes counts every word as independent evidence and grows overconfident with length: temper it.
  const temperature = Math.max(1, Math.sqrt(known));
  const top = scores[first]!;
  const weights = scores.map((score) => Math.exp((score - top) / temperature));
  const sum = weights.reduce((total, weight) => total + weight, 0);
  const margin = (weights[first]! - weights[second]!) / sum;
  const confidence = Math.min(0.95, Math.max(0.05, 0.1 + 0.85 * margin));
  return { category: CATEGORIES[first]!, confidence: Math.round(confidence * 100) / 100, scores };
}
