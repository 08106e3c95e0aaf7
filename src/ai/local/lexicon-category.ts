/**
 * Category scores by weighted lexicon, one of the voices classify-category.ts
 * weighs: every clue found adds its weight to its category; a clue in the
 * title counts three times, in the source's name twice, and repeats in the body count less and less (1 + ln n). The world
 * gazetteer counts for internazionale, and a story set abroad (story-location.ts)
 * moves an election, a disaster, an economy or a health campaign there.
 */
import { CATEGORIES, type Category } from "../../shared/constants.js";
import { compileLexicon, expandWeightedTerms, forEachMatch, type LexiconIndex, type WeightedTerms } from "./lexicon-index.js";
import { ambiente, salute, scienza, tecnologia } from "./lexicon-knowledge.js";
import { cultura, intrattenimento, sport, viaggi } from "./lexicon-leisure.js";
import { cronaca, economia, internazionale, politica } from "./lexicon-public-affairs.js";
import { lightStem } from "../../italian/stem.js";
import { STOP_WORDS } from "../../italian/stop-words.js";
import { locateStory, WORLD_GAZETTEER } from "./story-location.js";

const LEXICON: Record<Category, WeightedTerms> = {
  tecnologia, politica, economia, sport, salute, scienza, cultura, cronaca, ambiente,
  internazionale: [...internazionale, ...WORLD_GAZETTEER], intrattenimento, viaggi,
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
/**
 * Sections whose stories become foreign news when told from abroad, with the share of the section's
 * score the foreign clues must reach: an election or an earthquake abroad is internazionale at once,
 * a foreign economy or health campaign needs more, an environmental or tech story abroad much more.
 * Sport, culture, entertainment, travel and science abroad keep their section.
 */
export const ABROAD_SHARE: ReadonlyMap<number, number> = new Map(
  Object.entries({ politica: 0.2, cronaca: 0.25, salute: 0.3, economia: 0.3, ambiente: 0.6, tecnologia: 0.6 }).map(
    ([category, share]) => [CATEGORIES.indexOf(category as Category), share] as const,
  ),
);
// The story is set abroad when its foreign clues reach this weight and outweigh the Italian ones this many times.
const MIN_FOREIGN = 6;
const FOREIGN_OVER_DOMESTIC = 1.5;

function buildIndex(): LexiconIndex<Clue> {
  const entries: Array<readonly [string, Clue]> = [];
  CATEGORIES.forEach((category, position) => {
    for (const [term, weight] of expandWeightedTerms(LEXICON[category])) entries.push([term, { category: position, weight }]);
  });
  const index = compileLexicon(entries);
  // A category's "=form" narrows which words its term matches; its stem terms still weigh on that word
  // (the gazetteer's "=russia" must not hide the lexicon's "russia"). Other categories stay hidden, as before.
  for (const [token, clues] of index.exact) {
    const categories = new Set(clues.map((clue) => clue.category));
    for (const clue of index.stems.get(lightStem(token)) ?? []) if (categories.has(clue.category)) clues.push(clue);
  }
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
  /** The categories (indices) whose score went to internazionale because the story is set abroad. */
  movedAbroad: number[];
}

const isStopWord = (token: string) => STOP_WORDS.has(token);

/** The category whose lexicon the article matches best, with a confidence from the margin and the evidence, and every score. */
export function scoreByLexicon(input: CategoryInput): CategoryResult {
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
  const movedAbroad = moveAbroad(input, scores, titleScores);
  return { ...decide(scores, titleScores), movedAbroad };
}

/** Whether the story is set abroad: its foreign clues reach MIN_FOREIGN and outweigh the Italian ones. */
export function storySetAbroad(input: CategoryInput): boolean {
  const { foreign, domestic } = locateStory(input);
  return foreign >= MIN_FOREIGN && foreign >= domestic * FOREIGN_OVER_DOMESTIC;
}

// An election, a disaster or an economy abroad is foreign news: while the leading section is one that
// changes hands abroad and the story is set abroad, its score goes to internazionale.
function moveAbroad(input: CategoryInput, scores: number[], titleScores: number[]): number[] {
  let located = false;
  const moved: number[] = [];
  for (let round = 0; round < ABROAD_SHARE.size; round++) {
    const leader = scores.indexOf(Math.max(...scores));
    const share = ABROAD_SHARE.get(leader);
    if (share === undefined || scores[leader]! <= 0 || scores[INTERNAZIONALE]! < scores[leader]! * share) return moved;
    if (!located) {
      if (!storySetAbroad(input)) return moved;
      located = true;
    }
    moved.push(leader);
    scores[INTERNAZIONALE]! += scores[leader]!;
    titleScores[INTERNAZIONALE]! += titleScores[leader]!;
    scores[leader] = 0;
    titleScores[leader] = 0;
  }
  return moved;
}

function decide(scores: number[], titleScores: number[]): Omit<CategoryResult, "movedAbroad"> {
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
