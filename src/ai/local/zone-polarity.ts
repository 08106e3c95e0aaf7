/**
 * The polar weight of one zone of an article (its title or its body), read
 * sentence by sentence the way a news reader does: a trend applied to a
 * quantity ("disoccupazione in calo") is read as one fact, finding the lost
 * turns their plight into background, help after a harm turns the harm into
 * the occasion, and a sentence in the pluperfect ("era stata uccisa") or about
 * a past year is recalled background that counts half. The event comes first:
 * the zone reports its harms (deaths, disasters, crimes, arrests) apart from
 * the relief around them ("salvati", "nessun ferito"), which does not make a
 * harm good news (lexicon-sentiment.ts drops it).
 */
import { backgroundPositions } from "./background-clauses.js";
import { compileLexicon, expandWeightedTerms, forEachMatch, type LexiconIndex } from "./lexicon-index.js";
import { NEWS_CUES, ROLE } from "./news-cues.js";
import { INTENSIFIERS, NEGATORS, REDUCERS, SENTIMENT_TERMS } from "./sentiment-lexicon.js";
import { STOP_WORDS } from "../../italian/stop-words.js";
import { CLAUSE_BREAK, isWord, SENTENCE_BREAK } from "../../italian/tokenize.js";

const POLARITY: LexiconIndex<number> = compileLexicon(expandWeightedTerms(SENTIMENT_TERMS));
const CUES: LexiconIndex<number> = compileLexicon(expandWeightedTerms(NEWS_CUES));
const NEGATION_SCOPE = 3;
// "nessun ferito" is good news, but less emphatically so than "feriti" is bad news.
const NEGATION_FACTOR = -0.6;
const INTENSIFIER_SCOPE = 2;
// "vittime dimezzate": how strongly a trend of a quantity reads, and how far apart the two may stand.
const TREND_WEIGHT = 1.5;
const TREND_WINDOW = 6;
// A word this negative (an accident, a crime, a death, a lay-off) or an arrest names a harmful event:
// relief around it is no good news.
const HARM_LEVEL = -1;
const BACKGROUND_FACTOR = 0.5;
const PLUPERFECT = new Set(["aveva", "avevano", "avevamo", "avevo"]);
const PARTICIPLE = /(?:at|ut|it)[oaie]$/;
const YEAR = /^(?:19|20)\d\d$/;
const YEAR_ARTICLES = new Set(["nel", "del", "dal"]);

// Stop words are not looked up, except those a lexicon lists as written ("bene", "casi").
const skipPolar = (token: string) => STOP_WORDS.has(token) && !POLARITY.exact.has(token);
const skipCue = (token: string) => STOP_WORDS.has(token) && !CUES.exact.has(token);

/** Polar weight found in part of a zone. */
export interface Polarity {
  positive: number;
  negative: number;
  /** The part of `positive` that is relief ("salvati", "illesi", "nessun ferito"): no good news beside a harm. */
  relief: number;
  contentWords: number;
}

/** A zone's polarity, split at a position: `head` before it, `rest` from it on. */
export interface ZonePolarity {
  head: Polarity;
  rest: Polarity;
  /** Role bits of every word of the zone, or-ed together. */
  roles: number;
  /** How many trend-and-quantity facts were read. */
  trends: number;
  /** Role bits made background by a rescue somewhere in the zone. */
  resolved: number;
  /** Whether the zone names a harmful event (a death, a disaster, a crime, an arrest), not negated. */
  harm: boolean;
}

/** How to read a zone. */
export interface ZoneOptions {
  /** Words before this position go to `head`, the others to `rest`. */
  split: number;
  /** Whether sentences recalling the past (pluperfect, "nel 2016") count half: in a body, not in a title. */
  recalls: boolean;
  /** Role bits already made background by the headline. */
  resolved: number;
  /** Positions of words inside a proper name or a quoted title: they carry no polarity and play no role. */
  names?: ReadonlySet<number>;
}

const NO_TRENDS: { values: ReadonlyMap<number, number>; consumed: ReadonlySet<number> } = { values: new Map(), consumed: new Set() };

interface Span<V> {
  value: V;
  covers: number;
}

/** Reads a zone's polarity sentence by sentence. */
export function zonePolarity(tokens: readonly string[], stems: readonly string[], options: ZoneOptions): ZonePolarity {
  // Names, quoted titles and background clauses say nothing about the event.
  const quiet = backgroundPositions(tokens);
  for (const position of options.names ?? []) quiet.add(position);
  const events = outside(matchSpans(POLARITY, tokens, stems, skipPolar, strongest), quiet);
  const cues = outside(matchSpans(CUES, tokens, stems, skipCue, (values) => values.reduce((all, bits) => all | bits, 0)), quiet);
  const result: ZonePolarity = { head: emptyPolarity(), rest: emptyPolarity(), roles: 0, trends: 0, resolved: 0, harm: false };
  for (const cue of cues.values()) result.roles |= cue.value;
  const zone: Zone = { tokens, events, cues, split: options.split, inherited: options.resolved, result };
  let start = 0;
  while (start < tokens.length) {
    let end = start;
    while (end < tokens.length && tokens[end] !== SENTENCE_BREAK) end++;
    readSentence(zone, start, end, options.recalls && isRecalled(tokens, start, end));
    start = end + 1;
  }
  return result;
}

interface Zone {
  tokens: readonly string[];
  events: Map<number, Span<number>>;
  cues: Map<number, Span<number>>;
  split: number;
  inherited: number;
  result: ZonePolarity;
}

function readSentence(zone: Zone, start: number, end: number, recalled: boolean): void {
  const { tokens, events, cues, split, inherited, result } = zone;
  let roles = 0;
  for (let position = start; position < end; position++) roles |= cues.get(position)?.value ?? 0;
  // The plight turns background once the lost are found.
  const found = has(roles, ROLE.rescue) ? ROLE.plight : 0;
  result.resolved |= found;
  const resolved = found | inherited;
  const trending = has(roles, ROLE.up | ROLE.down) && has(roles, ROLE.good | ROLE.bad);
  const { values: trendValues, consumed } = trending ? pairTrends(tokens, cues, start, end) : NO_TRENDS;
  result.trends += trendValues.size;
  const factor = recalled ? BACKGROUND_FACTOR : 1;

  let negation = 0;
  let reduction = 0;
  let intensity = 1;
  let intensityLeft = 0;
  for (let position = start; position < end; position++) {
    const token = tokens[position]!;
    if (!isWord(token)) {
      negation = 0;
      reduction = 0;
      intensityLeft = 0;
      continue;
    }
    const bits = cues.get(position)?.value ?? 0;
    const event = events.get(position);
    const trend = trendValues.get(position);
    let value = trend ?? (consumed.has(position) ? undefined : event?.value);
    if (value !== undefined || bits & ROLE.act) {
      value ??= 0;
      if (value < 0 && bits & resolved) value = 0;
      // Lost or trapped is a plight a rescue may end, not yet a harm.
      const harm = bits & ROLE.act || (value <= HARM_LEVEL && !(bits & ROLE.plight));
      if (negation === 0 && trend === undefined && harm) result.harm = true;
      value *= intensityLeft > 0 ? intensity : 1;
      // "nessun ferito", "salvati", "illesi": relief, which a harm beside it outweighs.
      const relief = (negation > 0 && value < 0) || (value > 0 && bits & (ROLE.rescue | ROLE.relief));
      if (negation > 0) value *= NEGATION_FACTOR;
      else if (reduction > 0 && value < 0) value *= NEGATION_FACTOR;
      const part = position < split ? result.head : result.rest;
      add(part, value * factor);
      if (relief) part.relief += value * factor;
      part.contentWords++;
      intensityLeft = 0;
      if (negation > 0) negation--;
      if (reduction > 0) reduction--;
      if (bits & ROLE.remedy || REDUCERS.has(token)) reduction = NEGATION_SCOPE;
      const covers = (trend === undefined ? event?.covers : cues.get(position)?.covers) ?? 1;
      position += covers - 1;
      continue;
    }
    const content = !STOP_WORDS.has(token);
    if (content) (position < split ? result.head : result.rest).contentWords++;
    const boost = INTENSIFIERS.get(token);
    if (NEGATORS.has(token)) {
      negation = NEGATION_SCOPE;
    } else if (REDUCERS.has(token) || bits & ROLE.remedy) {
      reduction = NEGATION_SCOPE;
    } else if (boost !== undefined) {
      intensity = boost;
      intensityLeft = INTENSIFIER_SCOPE;
    } else if (content) {
      if (negation > 0) negation--;
      if (reduction > 0) reduction--;
      if (intensityLeft > 0) intensityLeft--;
    }
  }
}

function add(part: Polarity, value: number): void {
  if (value > 0) part.positive += value;
  else part.negative -= value;
}

function has(roles: number, bits: number): boolean {
  return (roles & bits) !== 0;
}

// Each trend word takes the nearest quantity of its clause, or else of an earlier clause ("Bollette, in
// aumento"), never of a later one ("Crolla il ponte, vittime": a collapse, not a fall). Up or down, times good or bad.
function pairTrends(tokens: readonly string[], cues: Map<number, Span<number>>, start: number, end: number) {
  const values = new Map<number, number>();
  const consumed = new Set<number>();
  const trends: number[] = [];
  const quantities: number[] = [];
  const clauses = new Map<number, number>();
  let clause = 0;
  for (let position = start; position < end; position++) {
    if (tokens[position] === CLAUSE_BREAK) clause++;
    const bits = cues.get(position)?.value ?? 0;
    if (bits & (ROLE.up | ROLE.down)) trends.push(position);
    if (bits & (ROLE.good | ROLE.bad)) quantities.push(position);
    if (bits) clauses.set(position, clause);
  }
  if (trends.length === 0 || quantities.length === 0) return { values, consumed };
  const consume = (position: number) => {
    const covers = cues.get(position)?.covers ?? 1;
    for (let offset = 0; offset < covers; offset++) consumed.add(position + offset);
  };
  for (const trend of trends) {
    if (consumed.has(trend)) continue;
    let best = -1;
    let bestRank = Infinity;
    for (const quantity of quantities) {
      const distance = Math.abs(quantity - trend);
      const gap = clauses.get(trend)! - clauses.get(quantity)!;
      if (quantity === trend || consumed.has(quantity) || distance > TREND_WINDOW || gap < 0) continue;
      // Its own clause first, then the nearest.
      const rank = (gap > 0 ? TREND_WINDOW + 1 : 0) + distance;
      if (rank < bestRank) [best, bestRank] = [quantity, rank];
    }
    if (best < 0) continue;
    const direction = cues.get(trend)!.value & ROLE.up ? 1 : -1;
    const valence = cues.get(best)!.value & ROLE.good ? 1 : -1;
    values.set(trend, direction * valence * TREND_WEIGHT);
    consume(trend);
    consume(best);
  }
  return { values, consumed };
}

// "aveva denunciato", "era stata uccisa", "nel terremoto del 2016": the sentence recalls what came before.
function isRecalled(tokens: readonly string[], start: number, end: number): boolean {
  for (let position = start; position < end; position++) {
    const token = tokens[position]!;
    if (PLUPERFECT.has(token)) return true;
    if (YEAR.test(token) && position > start && YEAR_ARTICLES.has(tokens[position - 1]!)) return true;
    const next = tokens[position + 1];
    if ((token === "era" || token === "erano") && next && position + 1 < end && next.length > 4 && PARTICIPLE.test(next)) {
      return true;
    }
  }
  return false;
}

/** Matches by start position; a phrase hides the words inside it, longer phrases first. */
function matchSpans<V>(
  index: LexiconIndex<V>,
  tokens: readonly string[],
  stems: readonly string[],
  skip: (token: string) => boolean,
  combine: (values: readonly V[]) => V,
): Map<number, Span<V>> {
  const singles = new Map<number, V>();
  const phrases: Array<{ position: number; length: number; value: V }> = [];
  forEachMatch(index, tokens, stems, skip, (values, position, length) => {
    if (length === 1) singles.set(position, combine(values));
    else phrases.push({ position, length, value: combine(values) });
  });
  const spans = new Map<number, Span<V>>();
  if (phrases.length === 0) {
    for (const [position, value] of singles) spans.set(position, { value, covers: 1 });
    return spans;
  }
  const covered = new Set<number>();
  phrases.sort((a, b) => b.length - a.length || a.position - b.position);
  for (const phrase of phrases) {
    let free = true;
    for (let offset = 0; offset < phrase.length; offset++) if (covered.has(phrase.position + offset)) free = false;
    if (!free) continue;
    for (let offset = 0; offset < phrase.length; offset++) covered.add(phrase.position + offset);
    spans.set(phrase.position, { value: phrase.value, covers: phrase.length });
  }
  for (const [position, value] of singles) if (!covered.has(position)) spans.set(position, { value, covers: 1 });
  return spans;
}

// "i Fari Spenti", "«Mareggiata»", "dopo tre anni di silenzio": a match touching them says nothing about the event.
function outside<V>(spans: Map<number, Span<V>>, quiet: ReadonlySet<number>): Map<number, Span<V>> {
  if (quiet.size === 0) return spans;
  for (const [position, span] of spans) {
    for (let offset = 0; offset < span.covers; offset++) {
      if (!quiet.has(position + offset)) continue;
      spans.delete(position);
      break;
    }
  }
  return spans;
}

// A word listed twice (say in two weight groups) counts with its strongest weight.
function strongest(values: readonly number[]): number {
  return values.reduce((best, value) => (Math.abs(value) > Math.abs(best) ? value : best), 0);
}

function emptyPolarity(): Polarity {
  return { positive: 0, negative: 0, relief: 0, contentWords: 0 };
}
