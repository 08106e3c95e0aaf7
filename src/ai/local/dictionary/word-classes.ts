/**
 * The word classes of an Italian written form, from the Morph-it! lexicon
 * (morph-it-files.ts). Loaded on the first question, once per process, into
 * one sorted string of "form + class letter" lines and their offsets: about
 * 5 MB for 309,000 forms, where a Set of strings would take three times that.
 */
import { readMorphIt } from "./morph-it-files.js";

export { ADJECTIVE, NOUN, PARTICIPLE, PERSONAL_VERB, VERB } from "./morph-it-files.js";

interface Packed {
  /** Lines "form" + one letter (64 + classes), sorted by form, joined by "\n". */
  text: string;
  /** Where each line starts. */
  starts: Int32Array;
}

let packed: Packed | null = null;

/** The classes of a lower-case form (NOUN | ADJECTIVE | …), 0 when the lexicon does not know it. */
export function wordClasses(word: string): number {
  const { text, starts } = (packed ??= load());
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const start = starts[middle]!;
    const order = compare(word, text, start);
    if (order === 0) return text.charCodeAt(start + word.length) - 64;
    if (order < 0) high = middle - 1;
    else low = middle + 1;
  }
  return 0;
}

// Orders `word` against the form of the line at `start` (its class letter ends it), as Array.prototype.sort does.
function compare(word: string, text: string, start: number): number {
  let index = 0;
  for (; ; index++) {
    const next = text.charCodeAt(start + index + 1);
    const lineEnds = Number.isNaN(next) || next === 10;
    if (index === word.length) return lineEnds ? 0 : -1;
    if (lineEnds) return 1;
    const difference = word.charCodeAt(index) - text.charCodeAt(start + index);
    if (difference !== 0) return difference;
  }
}

function load(): Packed {
  const classes = new Map<string, number>();
  readMorphIt(classes);
  const forms = [...classes.keys()].sort();
  const starts = new Int32Array(forms.length);
  const lines: string[] = new Array<string>(forms.length);
  let offset = 0;
  forms.forEach((form, index) => {
    starts[index] = offset;
    lines[index] = form + String.fromCharCode(64 + classes.get(form)!);
    offset += form.length + 2;
  });
  return { text: lines.join("\n"), starts };
}
