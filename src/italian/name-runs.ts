/**
 * Finds runs of capitalised words in a text ("Giorgia Meloni", "Banca
 * d'Italia", "Leonardo da Vinci"), noting which open a sentence or a
 * quotation, where a capital proves nothing. A class, so the per-token steps
 * are methods and no closures are built per call.
 */
import { FIRST_NAMES } from "./first-names.js";

const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*|[^\s\p{L}\p{M}\p{N}]/gu;
const CAPITAL = /\p{Lu}/gu;
const IN_WORD = /[\p{L}\p{M}\p{N}'’-]/u;
const SENTENCE_ENDS = new Set([".", "!", "?", "…"]);
const CLOSERS = new Set(["»", "”", "\"", "’", ")", "]"]);
// After these, the next word may be capitalised only because it opens a quotation or a clause.
const OPENERS = new Set([":", "«", "\"", "“", "(", "[", "—", "–", "-", "‘", "'"]);
// Elided articles and prepositions: "l'Italia" is about Italia, "dell'Inter" about Inter.
const ELIDED = new Set(["l", "d", "dell", "dall", "nell", "sull", "all", "coll", "un", "quell"]);
// Particles that are part of a name wherever they stand (Leonardo da Vinci, Ursula von der Leyen).
const PARTICLES = new Set(["da", "de", "van", "von", "der", "den", "dos", "du", "bin"]);
// Prepositions that join words only in the names of places and institutions ("Corte dei Conti").
const JOINERS = new Set(["di", "del", "della", "dello", "dei", "degli", "delle", "d'", "dell'", "sul", "sulla", "al", "alla"]);
/** Common nouns that head the names of places and institutions ("Corte dei Conti", "Casa Bianca"). */
export const INSTITUTION_HEADS: ReadonlySet<string> = new Set(
  `banca ministero comune corte regione provincia università camera presidenza consiglio agenzia autorità istituto museo
  teatro festival premio giro coppa fratelli cassa guardia vigili polizia procura tribunale politecnico accademia galleria
  parco lago monte isola valle via piazza palazzo ponte porta villa basilica chiesa castello fondazione associazione
  federazione lega partito movimento stati repubblica ufficio dipartimento ospedale policlinico aeroporto stazione porto
  festa notte giornata capo san santa santo reggio castel borgo riviera golfo costa mar gran casa scuola liceo cassazione
  ordine collegio centro unione organizzazione croce protezione vigilanza garante commissione direzione tempio abbazia
  cammino rally maratona torneo trofeo sagra rassegna salone palio circuito`
    .split(/\s+/)
    .filter(Boolean),
);
/** Before these a given name belongs to the same name ("San Giovanni", "Papa Francesco"). */
export const HONORIFICS: ReadonlySet<string> = new Set(
  ["san", "santa", "santo", "don", "donna", "suor", "fra", "papa", "padre", "re", "regina", "principe", "principessa", "lady", "sir", "lord"],
);
// Names that may end with a number ("Rai 1", "Canale 5", "Formula 1"); elsewhere a number needs a capital after it.
const NUMBERED = new Set(
  `canale rai formula rete italia tg radio sky moto windows iphone galaxy pixel playstation artemis apollo euro g cop fase
  linea zona area terminal`.split(/\s+/),
);
// Articles, prepositions, conjunctions, pronouns and auxiliaries: a closed class, none of which ends or splits a name.
const FUNCTION_WORDS = new Set(
  `il lo la i gli le l un uno una e ed o ma se che né però anche come si ci ne mi ti vi io tu lui lei noi voi loro a ad in
  con su per tra fra da di del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dagli dalle nel
  nello nella nei negli nelle sul sullo sulla sui sugli sulle è e' sono ha hanno era non`.split(/\s+/),
);
// Capitalised function words that belong to a surname after a given name ("Ignazio La Russa", "Paolo De Santis").
const SURNAME_PARTICLES = new Set(["la", "le", "lo", "li", "de", "di", "da", "del", "della", "dal", "dalla", "dei", "degli", "delle"]);
const MAX_WORDS = 5;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const ELISION = /^(\p{L}+)['’](.+)$/u;
const UPPER_START = /^\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const LOWER_START = /^\p{Ll}/u;

/** One word of a run: a capitalised word, or a particle or number between two. */
export interface Part {
  text: string;
  capital: boolean;
  /** No space before it ("d'" + "Italia"). */
  glued: boolean;
}

/** A run of capitalised words with the particles between them. */
export interface CapitalRun {
  parts: Part[];
  /** It opens a sentence, a quotation or a clause, where every word is capitalised. */
  initial: boolean;
  /** The lower-case words right after it ("europeo", "di storia"), or "" after punctuation, a capital or the end. */
  next: string;
}

/** The runs of capitalised words in a text, split where a second name begins. */
export function findCapitalRuns(text: string): CapitalRun[] {
  const scanner = new RunScanner();
  scanner.scan(text);
  return scanner.runs;
}

class RunScanner {
  runs: CapitalRun[] = [];
  private parts: Part[] = [];
  private pending: Part[] = [];
  private startsInitial = false;

  scan(text: string): void {
    let initialNext = true;
    let index = 0;
    while (index < text.length) {
      if (this.parts.length === 0) {
        // Between names, skip straight to the next capital letter: most words are lower case.
        const start = nextCapitalWord(text, index);
        if (start < 0) break;
        initialNext = opensClause(text, start);
        index = start;
      }
      TOKEN.lastIndex = index;
      const match = TOKEN.exec(text);
      if (!match) break;
      const token = match[0];
      if (this.parts.length > 0 && text.lastIndexOf("\n", match.index) >= index) {
        // A line break ends a paragraph, a heading or a caption: the next word opens a sentence.
        this.flush();
        initialNext = true;
      }
      index = match.index + token.length;
      if (token.length === 1 && !WORD_CHARACTER.test(token)) {
        this.flush();
        if (OPENERS.has(token) || SENTENCE_ENDS.has(token)) initialNext = true;
        continue;
      }
      const initial = initialNext;
      initialNext = false;
      const elided = token.includes("'") || token.includes("’") ? ELISION.exec(token) : null;
      if (elided) this.elision(elided[1]!, elided[2]!, token, initial);
      else this.word(token, initial);
    }
    this.flush();
  }

  private word(token: string, initial: boolean): void {
    const inRun = this.parts.length > 0;
    if (isCapitalised(token) && (token.length > 1 || inRun)) {
      this.addCapital(token, false, initial);
    } else if (inRun && this.pending.length < 2 && (PARTICLES.has(token) || (JOINERS.has(token) && joinsHere(this.parts)))) {
      this.pending.push({ text: token, capital: false, glued: false });
    } else if (inRun && this.pending.length === 0 && /^\d{1,4}$/.test(token)) {
      // "Sole 24 Ore" keeps a number inside a name; "Canale 5" and "Formula 1" end with one.
      if (NUMBERED.has(this.parts.at(-1)!.text.toLowerCase())) this.parts.push({ text: token, capital: true, glued: false });
      else this.pending.push({ text: token, capital: false, glued: false });
    } else {
      this.flush(LOWER_START.test(token) ? token : "");
    }
  }

  private elision(prefix: string, rest: string, token: string, initial: boolean): void {
    const lowerPrefix = prefix.toLowerCase();
    if (!isCapitalised(rest)) {
      this.flush();
    } else if (prefix !== lowerPrefix && !(lowerPrefix !== "d" && ELIDED.has(lowerPrefix) && (initial || lowerPrefix !== "l"))) {
      // D'Alema, Sant'Agata, "a L'Aquila": the apostrophe is inside the name ("L'Italia" opening a sentence is not, nor "Dall'Italia").
      this.addCapital(token, false, initial);
    } else if (prefix === lowerPrefix && this.parts.length > 0 && JOINERS.has(`${lowerPrefix}'`) && joinsHere(this.parts)) {
      this.pending.push({ text: `${prefix}'`, capital: false, glued: false });
      this.addCapital(rest, true, false);
    } else if (ELIDED.has(lowerPrefix)) {
      this.flush();
      this.addCapital(rest, false, false);
    } else {
      this.flush();
    }
  }

  private addCapital(word: string, glued: boolean, initial: boolean): void {
    if (this.parts.length === 0) this.startsInitial = initial;
    else if (capitalCount(this.parts) === MAX_WORDS) {
      this.flush();
      this.startsInitial = false;
    }
    this.parts.push(...this.pending, { text: word, capital: true, glued });
    this.pending = [];
  }

  // `next`: the lower-case word that ended the run, if one did.
  private flush(next = ""): void {
    if (this.parts.length > 0) {
      // "Museo di storia naturale": the run stopped inside a name that goes on in lower case.
      const joined = next !== "" && this.pending.some((part) => JOINERS.has(part.text.toLowerCase()));
      const after = joined ? `${this.pending.map((part) => part.text).join(" ")} ${next}` : next;
      const segments = splitRun(this.parts);
      segments.forEach((parts, index) =>
        this.runs.push({ parts, initial: this.startsInitial && index === 0, next: index === segments.length - 1 ? after : "" }),
      );
    }
    this.parts = [];
    this.pending = [];
  }
}

/** Where the word holding the next capital letter (from `from` on) starts, or -1. */
function nextCapitalWord(text: string, from: number): number {
  CAPITAL.lastIndex = from;
  const capital = CAPITAL.exec(text);
  if (!capital) return -1;
  let start = capital.index;
  while (start > from && IN_WORD.test(text[start - 1]!)) start--;
  return start;
}

// Whether the word at `start` opens the text, a sentence, a quotation or a clause after a colon or dash.
function opensClause(text: string, start: number): boolean {
  let before = start - 1;
  while (before >= 0 && (text[before] === " " || text[before] === "\t" || CLOSERS.has(text[before]!))) before--;
  if (before < 0) return true;
  const character = text[before]!;
  return OPENERS.has(character) || SENTENCE_ENDS.has(character) || character === "\n";
}

/**
 * Splits a run of capitals where a second name begins: at a given name
 * followed by a surname ("segretaria del Pd Elly Schlein", but "Casa Bianca"
 * stays whole) or before a joined person ("Lega di
 * Matteo Salvini"), so each name is tagged on its own. A capitalised function
 * word inside a run ends it: "Roma Tv Il Genoa" is a heading glued to the
 * next sentence, and no name ends with "La" or "È".
 */
function splitRun(parts: readonly Part[]): Part[][] {
  const segments: Part[][] = [];
  let current: Part[] = [];
  parts.forEach((part, index) => {
    const previous = current.at(-1);
    if (!part.capital && !part.glued && JOINERS.has(part.text.toLowerCase()) && capitalCount(parts.slice(index)) >= 2) {
      segments.push(current);
      current = [];
      return;
    }
    const lower = part.text.toLowerCase();
    const previousLower = previous?.text.toLowerCase() ?? "";
    if (part.capital && current.length > 0 && FUNCTION_WORDS.has(lower) && !(SURNAME_PARTICLES.has(lower) && FIRST_NAMES.has(previousLower))) {
      segments.push(current);
      current = [];
      return;
    }
    const followedByCapital = parts[index + 1]?.capital === true;
    if (
      part.capital &&
      previous?.capital &&
      followedByCapital &&
      FIRST_NAMES.has(lower) &&
      !FIRST_NAMES.has(previousLower) &&
      !HONORIFICS.has(previousLower)
    ) {
      segments.push(current);
      current = [];
    }
    if (current.length === 0 && !part.capital) return;
    current.push(current.length === 0 ? { ...part, glued: false } : part);
  });
  segments.push(current);
  return segments.filter((segment) => segment.some((part) => part.capital)).map(trimTrailing);
}

function trimTrailing(segment: Part[]): Part[] {
  let end = segment.length;
  while (end > 0 && !segment[end - 1]!.capital) end--;
  return segment.slice(0, end);
}

// Whether the run is headed by a place or institution ("Corte", and "Maratona" in "Alla Maratona") a joiner may follow.
function joinsHere(parts: readonly Part[]): boolean {
  const head = parts.find((part) => !FUNCTION_WORDS.has(part.text.toLowerCase())) ?? parts[0]!;
  return INSTITUTION_HEADS.has(head.text.toLowerCase());
}

/** How many of the parts are capitalised words. */
export function capitalCount(parts: readonly Part[]): number {
  let count = 0;
  for (const part of parts) if (part.capital) count++;
  return count;
}

// An initial capital with some lower case after it, or a short acronym (ONU, BCE, M5S).
function isCapitalised(word: string): boolean {
  const first = word.charCodeAt(0);
  if (first >= 97 && first <= 122) return false;
  if (!((first >= 65 && first <= 90) || (first > 127 && UPPER_START.test(word)))) return false;
  return word.length <= 6 || LOWER.test(word);
}
