/**
 * Which words of a text belong to a proper name or to a quoted title, so the
 * sentiment readers give them no polarity: "i Fari Spenti", "Rocca Serena",
 * "«Il giardino d'inverno»" and "«Mareggiata»" name a band, a village, a play
 * and an album, and say nothing about the event. A capital that opens a
 * sentence proves nothing, so a name there counts only when the text writes
 * it mid-sentence too; quotations of speech ("«È un passo storico», ha
 * dichiarato") keep their words.
 */
import { CLAUSE_BREAK, isWord, SENTENCE_BREAK, tokenizeWithOffsets } from "./tokenize.js";

/** A text's tokens, as tokenize() gives them, with the raw text they came from. */
export interface MaskableText {
  tokens: readonly string[];
  text?: string;
}

// Function words never open or end a name ("I Fari Spenti" is "Fari Spenti"); between capitals they join one.
const FUNCTION_WORDS = new Set(
  `il lo la i gli le l un uno una e ed o ma se che a ad in con su per tra fra da di d del dello della dei degli delle dell
  al allo alla ai agli alle all dal dallo dalla dai dagli dalle dall nel nello nella nei negli nelle nell sul sullo
  sulla sui sugli sulle sull è non`.split(/\s+/),
);
// Lower-case words that may stand inside a name ("Giro delle Valli", "Leonardo da Vinci", "Consiglio dell'Unione").
const JOINERS = new Set(["di", "d", "del", "dello", "della", "dei", "degli", "delle", "dell", "da", "de", "van", "von", "der", "sul", "sulla"]);
// Articles that open a title ("«La casa sul lago»"); a capitalised quotation that opens otherwise is speech or a slogan.
const TITLE_OPENERS = new Set(["il", "lo", "la", "i", "gli", "le", "l", "un", "uno", "una"]);
// Verbs that report speech, before or after a quotation: «…», ha detto.
const SPEECH = new Set(
  `dice dicono detto afferma affermano dichiara dichiarano dichiarato spiega spiegano spiegato commenta commentano
  commentato racconta raccontano raccontato aggiunge aggiungono aggiunto sottolinea sottolineano sottolineato conclude
  concluso ammette ammesso osserva precisa precisato scrive scritto denuncia denunciano attacca attaccano accusa replica
  ribadisce ribadito avverte annuncia annunciato assicura assicurato insiste confessa ricorda rilancia tuona incalza
  chiede chiesto sostiene garantisce avvisa evidenzia continua prosegue secondo parole grida gridano urla urlano
  scandiscono cantano slogan striscione cartello`.split(/\s+/),
);
// Works and other things whose names are quoted: «…» after them is a title whatever its first word.
const WORKS = new Set(
  `film romanzo libro serie album disco singolo brano canzone spettacolo commedia opera mostra programma docuserie
  documentario podcast trasmissione saggio raccolta festival progetto operazione rubrica fiction musical tour
  videogioco videoclip pièce dramma tragedia poesia racconto`.split(/\s+/),
);
const OPEN_QUOTES = new Set(["«", "“", '"']);
const QUOTE = /[«“"]/u;
const CLOSE_QUOTES = new Set(["»", "”", '"']);
const TITLE_MAX_WORDS = 8;
// A sentence written in title case ("Allerta Rossa In Liguria") capitalises words, not names.
const TITLE_CASE_SHARE = 0.6;
const TITLE_CASE_MIN = 3;
const CAPITALISED = /^\p{Lu}[\p{Ll}\p{M}]/u;

/** Token positions of each text that lie inside a proper name or a quoted title; empty without the raw text. */
export function nameMasks(texts: readonly MaskableText[]): Array<ReadonlySet<number>> {
  const read = texts.map(readText);
  // A run opening a sentence is a name when the same words stand somewhere mid-sentence.
  const midSentence = new Set<string>();
  for (const words of read) for (const run of words?.runs ?? []) if (!run.initial) midSentence.add(run.key);
  return read.map((words) => {
    const masked = new Set<number>();
    if (!words) return masked;
    for (const run of words.runs) {
      if (run.initial && !midSentence.has(run.key)) continue;
      for (const position of run.positions) masked.add(position);
    }
    for (const [first, last] of words.titles) for (let position = first; position <= last; position++) masked.add(position);
    return masked;
  });
}

interface Run {
  key: string;
  positions: number[];
  initial: boolean;
}

interface ReadText {
  runs: Run[];
  titles: Array<[number, number]>;
}

/** The quoted titles of works a text names ("Il giardino d'inverno", "Mareggiata"), as written, in order. */
export function quotedTitleNames(text: string): string[] {
  if (!QUOTE.test(text)) return [];
  const { tokens, offsets, aligned } = tokenizeWithOffsets(text);
  if (!aligned) return [];
  const { raw, capital } = casing(text, tokens, offsets);
  return quotedTitles(tokens, capital, raw).map(([first, last]) => text.slice(offsets[first], offsets[last]! + tokens[last]!.length));
}

function readText(part: MaskableText): ReadText | null {
  if (!part.text) return null;
  const { tokens, offsets, aligned } = tokenizeWithOffsets(part.text);
  if (!aligned || tokens.length !== part.tokens.length || tokens.some((token, index) => token !== part.tokens[index])) return null;
  const { raw, capital } = casing(part.text, tokens, offsets);
  const titleCase = titleCaseSentences(tokens, capital);
  return { runs: capitalRuns(tokens, capital, raw, titleCase), titles: quotedTitles(tokens, capital, raw) };
}

// Each token as written, and whether it is a capitalised word other than a function word.
function casing(text: string, tokens: readonly string[], offsets: readonly number[]) {
  const raw = (position: number) => text.slice(offsets[position], offsets[position]! + tokens[position]!.length);
  const capital = tokens.map((token, position) => isWord(token) && !FUNCTION_WORDS.has(token) && CAPITALISED.test(raw(position)));
  return { raw, capital };
}

// Runs of capitalised words, with the joiners between them, outside title-case sentences.
function capitalRuns(tokens: readonly string[], capital: readonly boolean[], raw: (position: number) => string, titleCase: ReadonlySet<number>): Run[] {
  const runs: Run[] = [];
  let position = 0;
  while (position < tokens.length) {
    if (!capital[position] || titleCase.has(position)) {
      position++;
      continue;
    }
    const positions = [position];
    let next = position + 1;
    for (;;) {
      let probe = next;
      while (probe < tokens.length && JOINERS.has(tokens[probe]!) && probe - next < 2) probe++;
      if (probe < tokens.length && capital[probe] && !titleCase.has(probe)) {
        for (let index = next; index <= probe; index++) positions.push(index);
        next = probe + 1;
      } else break;
    }
    const key = positions.map((index) => tokens[index]).join(" ");
    runs.push({ key, positions, initial: opensSentence(tokens, position, raw) });
    position = next;
  }
  return runs;
}

// Whether the word opens the text, a sentence, a quotation or what follows a colon or a dash.
function opensSentence(tokens: readonly string[], position: number, raw: (position: number) => string): boolean {
  if (position === 0) return true;
  const previous = tokens[position - 1]!;
  if (previous === SENTENCE_BREAK) return true;
  return previous === CLAUSE_BREAK && [":", "«", "“", '"', "(", "[", "—", "–"].includes(raw(position - 1));
}

// Sentences most of whose longer words are capitalised: their capitals prove nothing.
function titleCaseSentences(tokens: readonly string[], capital: readonly boolean[]): Set<number> {
  const positions = new Set<number>();
  let start = 0;
  while (start < tokens.length) {
    let end = start;
    while (end < tokens.length && tokens[end] !== SENTENCE_BREAK) end++;
    let long = 0;
    let capitalised = 0;
    for (let index = start; index < end; index++) {
      if (!isWord(tokens[index]!) || tokens[index]!.length <= 3) continue;
      long++;
      if (capital[index]) capitalised++;
    }
    if (capitalised >= TITLE_CASE_MIN && capitalised >= long * TITLE_CASE_SHARE) for (let index = start; index < end; index++) positions.add(index);
    start = end + 1;
  }
  return positions;
}

// Quotations that name a work ("«Il giardino d'inverno» debutta", "il disco «Mareggiata»"), not speech: their first
// and last token positions.
function quotedTitles(tokens: readonly string[], capital: readonly boolean[], raw: (position: number) => string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let open = -1;
  for (let position = 0; position < tokens.length; position++) {
    const token = tokens[position]!;
    if (token === SENTENCE_BREAK) {
      open = -1;
      continue;
    }
    if (token !== CLAUSE_BREAK) continue;
    const mark = raw(position);
    if (open < 0 && OPEN_QUOTES.has(mark)) {
      open = position;
      continue;
    }
    if (open < 0 || !CLOSE_QUOTES.has(mark)) continue;
    if (isTitle(tokens, capital, raw, open, position)) spans.push([open + 1, position - 1]);
    open = -1;
  }
  return spans;
}

function isTitle(tokens: readonly string[], capital: readonly boolean[], raw: (position: number) => string, open: number, close: number): boolean {
  const first = open + 1;
  const words = close - first;
  if (words < 1 || words > TITLE_MAX_WORDS) return false;
  for (let index = first; index < close; index++) if (!isWord(tokens[index]!)) return false;
  const opener = raw(first);
  if (!/^\p{Lu}/u.test(opener)) return false;
  // Speech: «…» after a colon or a reporting verb, or followed by one ("«È un passo storico», ha dichiarato").
  const before = tokens[open - 1];
  if (before !== undefined && ((before === CLAUSE_BREAK && raw(open - 1) === ":") || SPEECH.has(before))) return false;
  for (let index = close + 1; index < Math.min(tokens.length, close + 4); index++) {
    if (tokens[index] === SENTENCE_BREAK) break;
    if (SPEECH.has(tokens[index]!)) return false;
  }
  if (before !== undefined && WORKS.has(before)) return true;
  // A work's name: it opens with an article, or it is all names ("«Porto Franco»", "«Mareggiata»").
  if (TITLE_OPENERS.has(tokens[first]!)) return true;
  for (let index = first; index < close; index++) if (!capital[index] && !JOINERS.has(tokens[index]!)) return false;
  return true;
}
