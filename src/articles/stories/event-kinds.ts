/**
 * What kind of event an article's TITLE names (docs/decisions.md#story-grouping):
 * an earthquake, a fire, a robbery, an arrest, a strike, a match... Two
 * reports of one event may tell it in other words, but they name the same
 * kind of thing happening; two titles naming only different kinds (an
 * explosion and a gas leak, a strike and an agreement, a concert cancelled
 * and an album out) are different events, however many words (the town, the
 * street, the company, the team) they share. Read from the title's light
 * stems as stored (story-terms.ts), so rows stored before this file read the
 * same; an article stored without its title marked names no kind.
 *
 * A small lexicon written from general Italian news usage, not from any one
 * publisher: each entry is a word (compared as its light stem,
 * src/italian/stem.ts) or, ending in "*", the start of a stem, and may stand for several kinds when newsrooms use
 * it for several ("incidente" for a crash and an accident at work, "corteo"
 * for a strike and a protest, "maltempo" for any weather), so that only words
 * no report of one event would share conflict. Outcomes (someone died, was
 * hurt, was saved) are compared apart from what happened, since most titles
 * name both ("esplosione, due feriti"); the direction of a figure (cut, held,
 * raised) only between titles about the same kind of figure (rates, prices,
 * jobs). And two titles' figures that identify an event: two match results,
 * two magnitudes of an earthquake.
 */
import { lightStem } from "../../italian/stem.js";
import { DAY_MARK, NAME_PREFIX, NUMBER_PREFIX, SPEAKER_MARK, titleMarkTerms, titleTerms } from "./story-terms.js";

/** Kinds of what happened: a title naming only kinds of this list that another's lacks is another event. */
const EVENTS: Record<string, readonly string[]> = {
  // Nature and disasters.
  quake: ["terremot*", "sism*", "scoss*", "magnitud*"],
  fire: ["incend*", "rogo", "fiamm*", "divamp*", "bruc*", "piroman*", "carbonizz*"],
  explosion: ["esplos*", "esplod*", "scopp*", "deflagr*"],
  gas: ["gas", "metan*"],
  flood: ["alluvion*", "esond*", "allag*", "nubifrag*", "maltemp*", "allert*", "meteo"],
  landslide: ["frana", "franat*", "smottament*", "maltemp*", "allert*", "meteo"],
  snow: ["neve", "nevic*", "gelo", "ghiacc*", "imbianc*", "fredd*", "maltemp*", "allert*", "meteo"],
  storm: ["grandin*", "ghiacc*", "imbianc*", "tempest*", "uragan*", "ciclon*", "mareggiat*", "tromb*", "maltemp*", "allert*", "meteo"],
  fog: ["nebbi*", "maltemp*", "allert*", "meteo"],
  collapse: ["croll*", "cediment*", "sprofond*"],
  avalanche: ["valang*", "slavin*", "travolt*"],
  // Accidents.
  crash: ["incident*", "scontr*", "schiant*", "tampon*", "investit*", "frontal*", "ribalt*", "carambol*", "deragli*", "travolt*", "precipit*"],
  work: ["incident*", "infortun*", "impalcatur*", "cade", "cadut*", "precipit*", "schiacciat*"],
  water: ["incident*", "anneg*", "naufrag*", "affond*", "capovol*", "ribalt*"],
  plane: ["atterr*", "decoll*", "avari*", "dirott*", "precipit*"],
  breakdown: ["guast*", "avari*"],
  blackout: ["blackout", "black", "corrent*", "guast*", "buio"],
  // Crime and justice.
  murder: ["omicid*", "uccis*", "uccid*", "ammazz*", "assassin*", "killer", "femminicid*", "strage", "accoltell*", "sparator*", "spari", "sparat*", "delitt*"],
  assault: ["aggress*", "aggredit*", "aggredisc*", "pestat*", "picchiat*", "rissa", "violenz*", "stupr*", "maltrattament*", "accoltell*", "sparator*", "spari", "sparat*", "lite"],
  theft: ["rapin*", "furt*", "ladr*", "rubat*", "ruba", "ruban*", "bottin*", "svaligi*", "scipp*", "borsegg*", "assalt*", "bandit*", "refurtiv*"],
  drugs: ["drog*", "spacciat*", "cocain*", "hashish", "eroin*", "marijuan*", "stupefacent*", "cannabis", "narcotraff*", "sequestr*", "blitz"],
  fraud: ["truff*", "frod*", "evasion*", "evasor*", "riciclagg*", "corruzion*", "corrott*", "tangent*", "peculat*", "bancarott*", "sequestr*"],
  kidnapping: ["rapit*", "rapiment*", "sequestr*", "ostagg*"],
  arrest: ["arrest*", "manett*", "catturat*", "latitant*", "blitz"],
  escape: ["evas*", "evad*", "latitant*", "scappat*"],
  trial: ["processo", "udienz*", "sentenz*", "condannat*", "assolt*", "assoluzion*", "ergastol*", "tribunal*", "requisitori*", "giudic*", "corte", "cassazion*", "imputat*"],
  missing: ["scompars*", "dispers*", "ritrovat*", "spariz*", "sparit*", "allontanat*"],
  cyber: ["hacker*", "ransomware", "informatic*", "cyber*", "phishing"],
  // Health.
  poisoning: ["intossic*", "avvelen*", "salmonell*", "botulin*"],
  outbreak: ["morbill*", "contag*", "epidem*", "focola*", "virus", "meningit*", "legionell*", "covid*", "pandem*", "infezion*", "infett*"],
  // Work and the economy.
  strike: ["scioper*", "agitazion*", "astension*", "manifestazion*", "manifestant*", "corteo", "mobilitazion*", "vertenz*", "sit"],
  agreement: ["accord*", "intes*", "siglat*", "sottoscritt*", "contratt*", "rinnov*", "trattativ*", "vertenz*"],
  layoffs: ["licenzi*", "esuber*", "cassintegr*", "delocalizz*", "vertenz*", "tagl*", "crisi"],
  results: ["utile", "utili", "fatturat*", "ricav*", "trimestral*", "semestral*", "dividend*", "vendit*"],
  deal: ["acquisizion*", "acquist*", "cession*", "cedut*", "cede", "vende", "vendut*", "vendit*", "fusion*", "opa", "compra", "comprat*", "trattativ*"],
  recall: ["richiam*", "contaminat*"],
  rates: ["tassi", "monetari*"],
  prices: ["inflazion*", "prezz*", "carovit*", "rincar*", "bollett*"],
  jobs: ["occupazion*", "disoccupazion*", "occupat*", "disoccupat*"],
  // Politics and votes.
  vote: ["voto", "votazion*", "eletto", "eletti", "elettor*", "elezion*", "ballottagg*", "urne", "seggio", "scrutin*", "candidat*", "affluenz*", "approv*", "boccia", "bocciat*", "respint*", "deliber*", "referendum", "vinc*", "vint*", "vittori*", "trionf*", "sconfitt*"],
  // Sport.
  match: ["vinc*", "vint*", "batte", "battut*", "batton*", "pareggi*", "sconfitt*", "travolg*", "rimont*", "espugn*", "derby", "gol", "rigor*", "finale", "semifinal*", "triplett*", "doppiett*", "vittori*", "ko", "trionf*", "stracci*"],
  transfer: ["acquist*", "ingagg*", "trasferiment*", "contratt*", "rinnov*", "trattativ*"],
  departure: ["esoner*", "dimission*", "dimett*", "silurat*"],
  injury: ["infortun*", "lesion*", "crociat*", "stiramento", "distors*"],
  // Culture and products.
  concert: ["concert*", "tour", "live"],
  release: ["album", "disco", "canzon*", "brano", "debutt*"],
  award: ["premio", "premiat*", "premiazion*", "vincitor*", "trionf*", "vinc*", "vint*"],
  opening: ["inaugur*", "riapr*", "riapert*", "debutt*", "nastr*"],
  closure: ["vietat*", "divieto", "interdett*", "riapr*", "riapert*", "transenn*"],
  find: ["scopert*", "spunt*", "ritrovat*", "rinvenut*", "ritrovament*", "repert*", "scav*", "archeolog*"],
};

/** Outcomes for people: compared apart, since one title names what happened and what it did ("esplosione, due feriti"). */
const OUTCOMES: Record<string, readonly string[]> = {
  death: ["mort*", "muor*", "muoi*", "morir*", "decess*", "decedut*", "cadaver*", "anneg*", "uccis*", "tragedi*", "lutto", "salma"],
  injury: ["ferit*", "ustion*", "ricoverat*", "intossicat*", "contus*"],
  saved: ["salvat*", "salvo", "sopravvissut*"],
};

/** Which way a figure moved: compared only between titles naming the same kind of figure (ECB cuts, Fed holds). */
const DIRECTIONS: Record<string, readonly string[]> = {
  down: ["tagl*", "ribass*", "cala", "calo", "calan*", "diminu*", "scend*", "flession*", "contrazion*", "ridu*", "ridott*", "croll*", "frenat*", "giù"],
  hold: ["invariat*", "ferm*", "paus*", "stabil*", "congel*", "conferm*", "lasc*", "immutat*"],
  up: ["aument*", "rialz*", "cresc*", "balz*", "impenn*", "rincar*", "sale", "salgon*", "alz*", "record", "vola"],
};
/** The kinds of figure whose direction tells two events apart. */
const FIGURES = new Set(["rates", "prices", "jobs", "results"]);

interface Lexicon {
  exact: Map<string, string[]>;
  prefix: Map<string, string[]>;
  shortestPrefix: number;
}

function lexicon(kinds: Record<string, readonly string[]>): Lexicon {
  const exact = new Map<string, string[]>();
  const prefix = new Map<string, string[]>();
  let shortestPrefix = Infinity;
  for (const [kind, entries] of Object.entries(kinds)) {
    for (const entry of entries) {
      // "word*": the start of a stem; "word": the word itself, as its light stem.
      const [map, key] = entry.endsWith("*") ? [prefix, entry.slice(0, -1)] : [exact, lightStem(entry)];
      if (map === prefix) shortestPrefix = Math.min(shortestPrefix, key.length);
      map.set(key, [...new Set([...(map.get(key) ?? []), kind])]);
    }
  }
  return { exact, prefix, shortestPrefix };
}

const LEXICONS = { events: lexicon(EVENTS), outcomes: lexicon(OUTCOMES), directions: lexicon(DIRECTIONS) };

function kindsOf(stems: readonly string[], { exact, prefix, shortestPrefix }: Lexicon): Set<string> {
  const kinds = new Set<string>();
  for (const stem of stems) {
    for (const kind of exact.get(stem) ?? []) kinds.add(kind);
    for (let length = shortestPrefix; length <= stem.length; length++) for (const kind of prefix.get(stem.slice(0, length)) ?? []) kinds.add(kind);
  }
  return kinds;
}

/** What a title names: its kinds of event, of outcome and of direction, its results and its decimal figures. */
export interface TitleEvent {
  events: ReadonlySet<string>;
  outcomes: ReadonlySet<string>;
  directions: ReadonlySet<string>;
  /** Match results as "low-high" (a result told from either side is one). */
  scores: ReadonlySet<string>;
  /** Figures with a decimal point under ten: an earthquake's magnitude (1.0-9.9). */
  magnitudes: readonly number[];
  /** The weekdays the title names ("venerdì"): the day of a strike, a vote, a match. */
  weekdays: ReadonlySet<string>;
  /** The days of a month it names ("27" of "27 novembre"). */
  dates: ReadonlySet<string>;
  /** Whom it quotes ("rossi" of "Rossi: «…»"): another person's words are another statement. */
  speakers: ReadonlySet<string>;
}

const SCORE = /^(\d{1,2})-(\d{1,2})$/;
const MAGNITUDE = /^\d\.\d$/;
const cache = new WeakMap<readonly string[], TitleEvent>();

/** What the title of a stored term array names (cached per array: a candidate is compared with many articles). */
export function titleEvent(terms: readonly string[]): TitleEvent {
  const cached = cache.get(terms);
  if (cached) return cached;
  const title = [...titleTerms(terms)];
  const stems = title.filter((term) => !term.startsWith(NAME_PREFIX) && !term.startsWith(NUMBER_PREFIX));
  const figures = title.filter((term) => term.startsWith(NUMBER_PREFIX)).map((term) => term.slice(NUMBER_PREFIX.length));
  const marks = titleMarkTerms(terms);
  const days = marks.filter((mark) => mark.startsWith(DAY_MARK)).map((mark) => mark.slice(DAY_MARK.length));
  const scores = new Set<string>();
  for (const figure of figures) {
    // A tennis set list ("6-4 7-6") is one result as it stands; a football score reads the same from either side.
    const match = SCORE.exec(figure);
    if (match) scores.add([Number(match[1]), Number(match[2])].sort((x, y) => x - y).join("-"));
    else if (figure.includes("-")) scores.add(figure);
  }
  const event: TitleEvent = {
    events: kindsOf(stems, LEXICONS.events),
    outcomes: kindsOf(stems, LEXICONS.outcomes),
    directions: kindsOf(stems, LEXICONS.directions),
    scores,
    magnitudes: figures.filter((figure) => MAGNITUDE.test(figure)).map(Number),
    weekdays: new Set(days.filter((day) => !/^\d/.test(day))),
    dates: new Set(days.filter((day) => /^\d/.test(day))),
    speakers: new Set(marks.filter((mark) => mark.startsWith(SPEAKER_MARK)).map((mark) => mark.slice(SPEAKER_MARK.length))),
  };
  cache.set(terms, event);
  return event;
}

const disjoint = (x: ReadonlySet<string>, y: ReadonlySet<string>): boolean => x.size > 0 && y.size > 0 && ![...x].some((kind) => y.has(kind));
/** Two magnitudes further apart than a first estimate and its revision ("3.9, 3.8 nella prima stima"). */
const MAGNITUDE_SPREAD = 0.3;

/**
 * Whether two titles name different events: only different kinds of event
 * (or of outcome), opposite moves of the same kind of figure, different match
 * results, or an earthquake's different magnitudes. Titles that name none of
 * these say nothing either way.
 */
export function differentEvents(a: TitleEvent, b: TitleEvent): boolean {
  if (disjoint(a.events, b.events) || disjoint(a.outcomes, b.outcomes)) return true;
  if ([...a.events].some((kind) => FIGURES.has(kind) && b.events.has(kind)) && disjoint(a.directions, b.directions)) return true;
  if (disjoint(a.scores, b.scores)) return true;
  if (disjoint(a.weekdays, b.weekdays) || disjoint(a.dates, b.dates) || disjoint(a.speakers, b.speakers)) return true;
  const quake = a.events.has("quake") && b.events.has("quake");
  return quake && a.magnitudes.length > 0 && b.magnitudes.length > 0 && !a.magnitudes.some((x) => b.magnitudes.some((y) => Math.abs(x - y) <= MAGNITUDE_SPREAD + 1e-9));
}
