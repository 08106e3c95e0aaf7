/**
 * Keywords beside the tags, as a reader sees them together: the keywords are
 * lower-case words, so a name among them read "valdoria", and a word of a
 * longer name read "lio" beside the tag "Borgo San Lio". A keyword the text
 * never writes in lower case is a name: it takes the name's written form
 * ("Valdoria"); a word of a longer name goes when that name is a tag, and
 * becomes the name otherwise. A common word of a name shown as a tag goes
 * too ("teatro" beside "Teatro Comunale"), unless it is a name of its own.
 */
import { isCommonWord } from "../../italian/dictionary/common-words.js";

/** The keywords with names written as names and no word of a longer name; `names` ranked, `tags` those shown. */
export function keywordsWithNames(keywords: readonly string[], names: readonly string[], tags: readonly string[], texts: readonly string[]): string[] {
  const shown = new Set(tags.map((tag) => tag.toLowerCase()));
  const single = new Map<string, string>();
  const longer = new Map<string, string>();
  for (const name of names) {
    const words = wordsOf(name);
    if (words.length === 1) {
      if (!single.has(words[0]!)) single.set(words[0]!, name);
      continue;
    }
    for (const word of words) if (!longer.has(word)) longer.set(word, name);
  }
  // The words of longer names, "il giardino d'inverno" among them, are no evidence of a common word.
  const outsideNames = texts.map((text) => names.filter((name) => wordsOf(name).length > 1).reduce(without, text));
  const inShownNames = new Set(tags.filter((tag) => wordsOf(tag).length > 1).flatMap(wordsOf));
  const result: string[] = [];
  for (const keyword of keywords) {
    const key = keyword.toLowerCase();
    const { lower, capitalised } = writtenForms(key, outsideNames);
    const name = single.get(key) ?? longer.get(key);
    if (lower || (!name && !capitalised)) {
      // A common word that is also a word of a name shown as a tag ("teatro" beside "Teatro Comunale") repeats it.
      if (!inShownNames.has(key)) result.push(keyword);
    } else if (!name) {
      // Only ever capitalised, if only where a sentence opens, and no Italian word: a name ("Bruxelles").
      result.push(isCommonWord(key) ? keyword : capitalised!);
    } else if (name.toLowerCase() === key || !shown.has(name.toLowerCase())) {
      result.push(name);
    }
    // Otherwise "lio" beside the tag "Borgo San Lio" says the name twice, and by halves: it goes.
  }
  return result;
}

function wordsOf(name: string): string[] {
  return name.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
}

function without(text: string, name: string): string {
  return text.replace(new RegExp(escape(name), "giu"), " ");
}

// Whether the texts write the word in lower case somewhere ("il teatro", "nel porto": a common word too), and a
// capitalised form they write.
function writtenForms(word: string, texts: readonly string[]): { lower: boolean; capitalised: string | null } {
  const pattern = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escape(word)}(?![\\p{L}\\p{M}\\p{N}])`, "giu");
  let capitalised: string | null = null;
  for (const text of texts) {
    for (const match of text.matchAll(pattern)) {
      const form = match[0];
      if (form[0] === form[0]!.toLowerCase()) return { lower: true, capitalised };
      capitalised ??= form;
    }
  }
  return { lower: false, capitalised };
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
