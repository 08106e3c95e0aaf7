/**
 * The word classes of an Italian written form, from the Morph-it! lexicon
 * (morph-it-files.ts). Loaded on the first question, once per process, into
 * one sorted string of forms with their offsets and classes: about 5 MB for
 * 300,000 forms, where a Map of strings would take three to four times that.
 */
import { readMorphIt } from "./morph-it-files.js";

export { ADJECTIVE, NOUN, PARTICIPLE, PERSONAL_VERB, VERB } from "./morph-it-files.js";

interface Packed {
  /** The forms, sorted, joined by "\n". */
  text: string;
  /** Where each form starts. */
  starts: Int32Array;
  /** The classes of each form. */
  classes: Uint8Array;
}

let packed: Packed | null = null;

// Words recur across a text and across articles: an answer given once is not searched for again.
// Bounded so a stream of new names cannot grow it without end (~20,000 short strings, about 1.5 MB).
const REMEMBERED_MAX = 20_000;
const remembered = new Map<string, number>();

/** The classes of a lower-case form (NOUN | ADJECTIVE | …), 0 when the lexicon does not know it. */
export function wordClasses(word: string): number {
  const known = remembered.get(word);
  if (known !== undefined) return known;
  const classes = searchLexicon(word);
  if (remembered.size >= REMEMBERED_MAX) remembered.clear();
  remembered.set(word, classes);
  return classes;
}

function searchLexicon(word: string): number {
  const { text, starts, classes } = (packed ??= load());
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const start = starts[middle]!;
    const order = compare(word, text, start);
    if (order === 0) return classes[middle]!;
    if (order < 0) high = middle - 1;
    else low = middle + 1;
  }
  return 0;
}

// Orders `word` against the form at `start`, as Array.prototype.sort orders strings.
function compare(word: string, text: string, start: number): number {
  for (let index = 0; ; index++) {
    const code = text.charCodeAt(start + index);
    const lineEnds = Number.isNaN(code) || code === 10;
    if (index === word.length) return lineEnds ? 0 : -1;
    if (lineEnds) return 1;
    const difference = word.charCodeAt(index) - code;
    if (difference !== 0) return difference;
  }
}

function load(): Packed {
  const found = new Map<string, number>();
  readMorphIt(found);
  const forms = [...found.keys()].sort();
  const starts = new Int32Array(forms.length);
  const classes = new Uint8Array(forms.length);
  let offset = 0;
  forms.forEach((form, index) => {
    starts[index] = offset;
    classes[index] = found.get(form)!;
    offset += form.length + 1;
  });
  return { text: forms.join("\n"), starts, classes };
}
