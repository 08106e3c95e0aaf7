/**
 * Where a story happens, as an editor reads it: foreign places, leaders and
 * institutions against Italian ones, counted where they are written — the
 * title and the lead sentence say where the news is, the rest only adds.
 */
import { compileLexicon, expandWeightedTerms, forEachMatch, type LexiconIndex, type WeightedTerms } from "./lexicon-index.js";
import { ITALIAN_MARKERS } from "./italian-places.js";
import { STOP_WORDS } from "../../italian/stop-words.js";
import { SENTENCE_BREAK } from "../../italian/tokenize.js";
import { FOREIGN_INSTITUTIONS, FOREIGN_LEADERS } from "./world-institutions.js";
import { FOREIGN_CITIES, FOREIGN_COUNTRIES, NATIONALITIES } from "./world-places.js";

/** Every foreign clue of the gazetteer with its weight, for the category lexicon. */
export const WORLD_GAZETTEER: WeightedTerms = [
  ...FOREIGN_COUNTRIES, ...FOREIGN_CITIES, ...NATIONALITIES, ...FOREIGN_LEADERS, ...FOREIGN_INSTITUTIONS,
];

// "Un trentenne tunisino", "turista tedesca": a nationality often describes a person, not where the story is.
const NATIONALITY_FACTOR = 0.5;
const TITLE_WEIGHT = 3;
const LEAD_WEIGHT = 2;
// Each repeat of a place adds this much of its weight, up to MAX_REPEATS times: a story set abroad names it often.
const REPEAT_WEIGHT = 0.5;
const MAX_REPEATS = 3;

// Foreign clues carry a positive weight, Italian ones a negative one.
const INDEX: LexiconIndex<number> = compileLexicon([
  ...weighted([...FOREIGN_COUNTRIES, ...FOREIGN_CITIES, ...FOREIGN_LEADERS, ...FOREIGN_INSTITUTIONS], 1),
  ...weighted(NATIONALITIES, NATIONALITY_FACTOR),
  ...weighted(ITALIAN_MARKERS, -1),
]);

function weighted(lists: WeightedTerms, factor: number): Array<readonly [string, number]> {
  return [...expandWeightedTerms(lists)].map(([term, weight]) => [term, weight * factor] as const);
}

const isStopWord = (token: string) => STOP_WORDS.has(token);

/** Token lists (with their light stems) of a story's title and body. */
export interface LocationInput {
  title: { tokens: readonly string[]; stems: readonly string[] };
  body: { tokens: readonly string[]; stems: readonly string[] };
}

/** How much the story points abroad and how much it points to Italy (both >= 0). */
export interface StoryLocation {
  foreign: number;
  domestic: number;
}

/** Weighs the foreign and the Italian clues of a story, the title and lead sentence first. */
export function locateStory(input: LocationInput): StoryLocation {
  const seen = new Map<readonly number[], number>();
  const result: StoryLocation = { foreign: 0, domestic: 0 };
  const count = (values: readonly number[], zone: number) => {
    const repeats = seen.get(values);
    seen.set(values, (repeats ?? -1) + 1);
    if (repeats !== undefined && repeats >= MAX_REPEATS) return;
    const weight = strongest(values) * (repeats === undefined ? zone : REPEAT_WEIGHT);
    if (weight > 0) result.foreign += weight;
    else result.domestic -= weight;
  };
  forEachMatch(INDEX, input.title.tokens, input.title.stems, isStopWord, (values) => count(values, TITLE_WEIGHT));
  const leadEnd = input.body.tokens.indexOf(SENTENCE_BREAK);
  forEachMatch(INDEX, input.body.tokens, input.body.stems, isStopWord, (values, position) =>
    count(values, leadEnd < 0 || position < leadEnd ? LEAD_WEIGHT : 1),
  );
  return result;
}

// A term in both lists (or twice in one) counts with its strongest weight.
function strongest(values: readonly number[]): number {
  return values.reduce((best, value) => (Math.abs(value) > Math.abs(best) ? value : best), 0);
}
