/**
 * Reads the word lists of the Morph-it! lexicon as the RosaeNLG packages ship
 * them (italian-words-dict, italian-adjectives-dict, italian-verbs-dict) and
 * gives each written form its word classes. A byte scanner instead of
 * JSON.parse: the verb file is 7 MB, and its object tree would cost the
 * server far more memory, for a moment, than the word list it yields.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** A noun form (singular or plural). */
export const NOUN = 1;
/** An adjective form. */
export const ADJECTIVE = 2;
/** A past participle ("chiusa", "ferito"). */
export const PARTICIPLE = 4;
/** A verb form a news story uses: infinitive, gerund, third person ("stacca", "restano"). */
export const VERB = 8;
/** A first or second person or imperative form ("penso", "governo"): mostly quotes, often a noun too. */
export const PERSONAL_VERB = 16;

// Keys of the verb file that say which person a form is.
const PERSONAL = new Set(["S1", "S2", "P1", "P2"]);
const QUOTE = 0x22;
const COLON = 0x3a;
const OPEN = 0x7b;
const CLOSE = 0x7d;

/** Adds every form of the three packages, lower-cased, with its classes, to `classes`. */
export function readMorphIt(classes: Map<string, number>): void {
  const require = createRequire(import.meta.url);
  const read = (path: string) => readFileSync(require.resolve(path));
  scan(read("italian-words-dict/dist/words.json"), (_path, key, form) => {
    // {"lemma": {"G": "M", "S": …, "P": "plural"}}: the lemma and its forms, not the gender letter.
    if (key !== "G") add(classes, form, NOUN);
  });
  scan(read("italian-adjectives-dict/dist/adjectives.json"), (_path, _key, form) => add(classes, form, ADJECTIVE));
  scan(read("italian-verbs-dict/dist/verbs.json"), (path, key, form) => {
    // The lemma is the plain infinitive; the file's own "inf" and "ger" entries may carry pronouns ("prenotarsi").
    add(classes, form, path.length === 0 ? VERB : verbClass(path, key));
  });
}

// path and key: [infinitive, mode, tense] and the person, or [infinitive, mode] and the tense.
function verbClass(path: readonly string[], key: string): number {
  const mode = path[1];
  const tense = path.length > 2 ? path[2] : key;
  const person = path.length > 2 ? key : undefined;
  if (mode === "part") return tense === "past" ? PARTICIPLE : 0;
  if (mode === "impr" || (person !== undefined && PERSONAL.has(person))) return PERSONAL_VERB;
  return VERB;
}

function add(classes: Map<string, number>, form: string, wordClass: number): void {
  if (wordClass === 0 || form.length < 2) return;
  const key = form.toLowerCase();
  classes.set(key, (classes.get(key) ?? 0) | wordClass);
}

/**
 * Walks a JSON object of objects and strings, calling `visit` for each key
 * that opens an object at the top level (the lemma, with an empty path) and
 * for each string value, with the keys of the objects around it and its own.
 * It reads the bytes as they are: only lemmas and values become strings, and
 * the short keys ("S3", "pres") are made once.
 */
function scan(bytes: Buffer, visit: (path: readonly string[], key: string, form: string) => void): void {
  const shortKeys = new Map<number, string>();
  const path: string[] = [];
  let pendingKey: string | null = null;
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index]!;
    if (byte === QUOTE) {
      const end = bytes.indexOf(QUOTE, index + 1);
      let after = end + 1;
      while (bytes[after]! <= 0x20) after++;
      if (bytes[after] === COLON) {
        pendingKey = path.length === 0 ? bytes.toString("utf8", index + 1, end) : shortKey(bytes, index + 1, end, shortKeys);
        index = after + 1;
      } else {
        if (pendingKey !== null) visit(path, pendingKey, bytes.toString("utf8", index + 1, end));
        pendingKey = null;
        index = end + 1;
      }
      continue;
    }
    if (byte === OPEN) {
      if (pendingKey !== null) {
        if (path.length === 0) visit(path, pendingKey, pendingKey);
        path.push(pendingKey);
      }
      pendingKey = null;
    } else if (byte === CLOSE) {
      path.pop();
    }
    index++;
  }
}

// A key inside a lemma ("cond", "S3"): four bytes at most, so its bytes make a number that names it.
function shortKey(bytes: Buffer, start: number, end: number, keys: Map<number, string>): string {
  if (end - start > 4) return bytes.toString("latin1", start, end);
  let code = 0;
  for (let index = start; index < end; index++) code = code * 256 + bytes[index]!;
  let key = keys.get(code);
  if (key === undefined) {
    key = bytes.toString("latin1", start, end);
    keys.set(code, key);
  }
  return key;
}
