/**
 * What the sentiment model reads in a text: the light stems of its words,
 * words under a negation marked as such ("non è bello" gives "¬bell"), and,
 * from the raw text where the caller has it, emoji, emoticons and repeated
 * "!" or "?", which the shared tokenizer drops.
 */
import { backgroundPositions } from "../background-clauses.js";
import { isWord } from "../../../italian/tokenize.js";

/** A token list with its light stems, and the raw text it came from when known. */
export interface TextParts {
  tokens: readonly string[];
  stems: readonly string[];
  /** The raw text, for emoji and emoticons; without it only words are read. */
  text?: string;
  /** Positions of words inside proper names and quoted titles (name-mask.ts): not read, nor background clauses. */
  names?: ReadonlySet<number>;
}

const NEGATORS = new Set(["non", "mai", "nessun", "nessuno", "nessuna", "niente", "nulla", "neanche", "nemmeno", "neppure", "senza", "né"]);
// A negation reaches the next few content words of its clause: "non è stato un grande successo".
const NEGATION_SCOPE = 3;
const NUMBER = /^\d+$/u;
// Written as one "feature" each so the model learns their weight like a word's.
const EMOTICONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?:^|\s)[:;=]-?[)\]D]+|(?:^|\s)[xX]D+\b|\^\^|<3/gu, "<emo+>"],
  [/(?:^|\s)[:;=]['’]?-?[([/\\]+|(?:^|\s)[:;=]-?[sS|](?=\s|$)/gu, "<emo->"],
];
const EMOJI = /\p{Extended_Pictographic}/gu;
// Faces and signs whose mood is plain share one feature with the emoticons, so a rare one counts like a
// common one; the rest (😂, often ironic) are read each on its own.
const HAPPY = new Set([..."😀😃😄😁😊🙂☺😍🥰😘😻🤩😎🥳🎉👏👍💪🙌❤💕💖💗💙💚💛🧡💜😇🤗🌞✨"]);
const UNHAPPY = new Set([..."😡😠🤬😢😭😞😔😩😫😤💔👎🙄😒😱🤮🤢☹😕😟😣😖😓🤦😪"]);
const SHOUT = /!{2,}|!\?|\?!/gu;
const QUESTION = /\?/gu;

/** The model's features of one text, in reading order (duplicates kept: the model counts them). */
export function sentimentFeatures(parts: TextParts): string[] {
  const features: string[] = [];
  const background = backgroundPositions(parts.tokens);
  let negation = 0;
  for (let position = 0; position < parts.tokens.length; position++) {
    const token = parts.tokens[position]!;
    // A clause or sentence break ends a negation's reach.
    if (!isWord(token)) {
      negation = 0;
      continue;
    }
    if (NEGATORS.has(token)) {
      features.push(token);
      negation = NEGATION_SCOPE;
      continue;
    }
    if (parts.names?.has(position) || background.has(position)) continue;
    if (NUMBER.test(token)) {
      features.push("<num>");
      continue;
    }
    const stem = parts.stems[position] ?? token;
    features.push(negation > 0 ? `¬${stem}` : stem);
    // Short words ("è", "un", "più") do not use up the negation's reach.
    if (negation > 0 && token.length > 3) negation--;
  }
  if (parts.text) features.push(...rawFeatures(parts.text));
  return features;
}

function rawFeatures(text: string): string[] {
  const features: string[] = [];
  for (const [pattern, feature] of EMOTICONS) for (const _ of text.matchAll(pattern)) features.push(feature);
  for (const match of text.matchAll(EMOJI)) {
    const emoji = match[0];
    features.push(HAPPY.has(emoji) ? "<emo+>" : UNHAPPY.has(emoji) ? "<emo->" : emoji);
  }
  for (const _ of text.matchAll(SHOUT)) features.push("<!!>");
  for (const _ of text.matchAll(QUESTION)) features.push("<?>");
  return features;
}
