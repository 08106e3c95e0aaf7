/**
 * Category by weighted lexicon: every clue found adds its weight to its
 * category; a clue in the title counts three times, in the source's name
 * twice, and repeats in the body count less and less (1 + ln n).
 */
import { CATEGORIES, type Category } from "../../shared/constants.js";
import { compileLexicon, expandWeightedTerms, forEachMatch, type LexiconIndex, type WeightedTerms } from "./lexicon-index.js";
import { ambiente, salute, scienza, tecnologia } from "./lexicon-knowledge.js";
import { cultura, intrattenimento, sport, viaggi } from "./lexicon-leisure.js";
import { ITALIAN_PLACES } from "./italian-places.js";
import { cronaca, economia, internazionale, ITALIAN_POLITICS, politica } from "./lexicon-public-affairs.js";
import { STOP_WORDS } from "./stop-words.js";

const LEXICON: Record<Category, WeightedTerms> = {
  tecnologia, politica, economia, sport, salute, scienza, cultura, cronaca, ambiente, internazionale, intrattenimento, viaggi,
};

/** Nothing recognised, or a tie the title does not settle: local news is the broadest section. */
export const DEFAULT_CATEGORY: Category = "cronaca";

const TITLE_WEIGHT = 3;
const SOURCE_WEIGHT = 2;
// A phrase ("legge di bilancio") is stronger evidence than any one of its words.
const PHRASE_BOOST = 1.5;

interface Clue {
  category: number;
  weight: number;
}

const INDEX: LexiconIndex<Clue> = buildIndex();
const INTERNAZIONALE = CATEGORIES.indexOf("internazionale");
// Politics or crime with foreign clues worth this share of its score is foreign news, unless the story
// names something Italian: for politics also its parties, leaders and the word "italiano".
const FOREIGN_CHECKS: ReadonlyMap<number, { share: number; domestic: LexiconIndex<true> }> = new Map([
  [CATEGORIES.indexOf("politica"), { share: 0.25, domestic: markers(`${ITALIAN_POLITICS},${ITALIAN_PLACES}`) }],
  [CATEGORIES.indexOf("cronaca"), { share: 0.3, domestic: markers(ITALIAN_PLACES) }],
]);

function markers(terms: string): LexiconIndex<true> {
  return compileLexicon(terms.split(",").map((term) => [term.trim(), true] as const));
}

function buildIndex(): LexiconIndex<Clue> {
  const entries: Array<readonly [string, Clue]> = [];
  CATEGORIES.forEach((category, position) => {
    for (const [term, weight] of expandWeightedTerms(LEXICON[category])) entries.push([term, { category: position, weight }]);
  });
  const index = compileLexicon(entries);
  // A term listed twice for one category (in two weight groups) keeps its highest weight.
  for (const map of [index.exact, index.stems, index.phrases]) {
    for (const [key, clues] of map) {
      const best = new Map<number, Clue>();
      for (const clue of clues) if ((best.get(clue.category)?.weight ?? 0) < clue.weight) best.set(clue.category, clue);
      map.set(key, [...best.values()]);
    }
  }
  return index;
}

/** Token lists (with their light stems) of the parts of an article. */
export interface CategoryInput {
  title: { tokens: readonly string[]; stems: readonly string[] };
  source: { tokens: readonly string[]; stems: readonly string[] };
  body: { tokens: readonly string[]; stems: readonly string[] };
}

/** The winning category, how sure the lexicon is, and every category's score. */
export interface CategoryResult {
  category: Category;
  /** 0..1: how far the winner leads the runner-up, and how much evidence there was. */
  confidence: number;
  /** Score per category, in CATEGORIES order. */
  scores: number[];
}

const isStopWord = (token: string) => STOP_WORDS.has(token);

/** The category whose lexicon the article matches best, with a confidence from the margin and the evidence. */
export function classifyCategory(input: CategoryInput): CategoryResult {
  const scores = new Array<number>(CATEGORIES.length).fill(0);
  const titleScores = new Array<number>(CATEGORIES.length).fill(0);
  const addFixed = (zoneWeight: number, target: number[]) => (clues: readonly Clue[], _position: number, length: number) => {
    const boost = length > 1 ? PHRASE_BOOST : 1;
    for (const clue of clues) target[clue.category]! += clue.weight * zoneWeight * boost;
  };
  forEachMatch(INDEX, input.title.tokens, input.title.stems, isStopWord, addFixed(TITLE_WEIGHT, titleScores));
  forEachMatch(INDEX, input.source.tokens, input.source.stems, isStopWord, addFixed(SOURCE_WEIGHT, scores));

  const bodyCounts = new Map<readonly Clue[], { count: number; boost: number }>();
  forEachMatch(INDEX, input.body.tokens, input.body.stems, isStopWord, (clues, _position, length) => {
    const seen = bodyCounts.get(clues);
    if (seen) seen.count++;
    else bodyCounts.set(clues, { count: 1, boost: length > 1 ? PHRASE_BOOST : 1 });
  });
  for (const [clues, { count, boost }] of bodyCounts) {
    for (const clue of clues) scores[clue.category]! += clue.weight * boost * (1 + Math.log(count));
  }
  titleScores.forEach((score, position) => (scores[position]! += score));
  const foreign = foreignSection(input, scores);
  if (foreign >= 0) {
    scores[INTERNAZIONALE]! += scores[foreign]!;
    titleScores[INTERNAZIONALE]! += titleScores[foreign]!;
    scores[foreign] = 0;
    titleScores[foreign] = 0;
  }
  return decide(scores, titleScores);
}

// Elections abroad and disasters abroad are foreign news: the leading section (politica or cronaca)
// whose story names no Italian place or institution, or -1.
function foreignSection(input: CategoryInput, scores: number[]): number {
  const leader = scores.indexOf(Math.max(...scores));
  const check = FOREIGN_CHECKS.get(leader);
  if (!check || scores[leader]! <= 0 || scores[INTERNAZIONALE]! < scores[leader]! * check.share) return -1;
  let domestic = false;
  const found = () => (domestic = true);
  for (const part of [input.title, input.body]) forEachMatch(check.domestic, part.tokens, part.stems, isStopWord, found);
  return domestic ? -1 : leader;
}

function decide(scores: number[], titleScores: number[]): CategoryResult {
  const order = CATEGORIES.map((_category, position) => position).sort(
    (a, b) => scores[b]! - scores[a]! || titleScores[b]! - titleScores[a]! || a - b,
  );
  const first = order[0]!;
  const second = order[1]!;
  const top = scores[first]!;
  if (top <= 0) return { category: DEFAULT_CATEGORY, confidence: 0.2, scores };
  const runnerUp = scores[second]!;
  // A dead heat that not even the title settles is no answer: fall back, with a low confidence.
  const tied = runnerUp === top && titleScores[second] === titleScores[first];
  const margin = (top - runnerUp) / top;
  // A clear lead means little on thin evidence: one faint clue is a guess, however unopposed.
  const evidence = 1 - Math.exp(-top / 10);
  const confidence = Math.min(0.95, Math.max(0.05, 0.1 + evidence * (0.35 + 0.5 * margin)));
  return { category: tied ? DEFAULT_CATEGORY : CATEGORIES[first]!, confidence: Math.round(confidence * 100) / 100, scores };
}
