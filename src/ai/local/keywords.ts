/**
 * Keywords by TF-IDF: content nouns and names grouped by light stem (so
 * "ministro" and "ministri" are one keyword), title occurrences counted three
 * times, weighted by the corpus IDF, shown in their most frequent written
 * form. Verbs and adjectives are refused by the Morph-it! lexicon; a word
 * that is both ("ferito", "politica") counts only where an article makes it
 * a noun ("i feriti", "la politica").
 */
import { AI_ANSWER_LIMITS } from "../../shared/ai.js";
import { nounReading } from "../../italian/dictionary/common-words.js";
import { isContentTerm } from "../../italian/stop-words.js";
import { mostFrequentForm } from "../../italian/most-frequent-form.js";

/** Title and body tokens (with light stems) and the corpus IDF. */
export interface KeywordInput {
  title: { tokens: readonly string[]; stems: readonly string[] };
  body: { tokens: readonly string[]; stems: readonly string[] };
  /** IDF of a lower-case term. */
  idf: (term: string) => number;
}

// Words every story uses (common verbs, vague adjectives): true terms of the text, poor keywords.
const NOISE = new Set(
  `persone persona rimasto rimasta rimasti rimaste avvenuto avvenuta avvenuti accaduto accaduta presenta presentato
  presentata presentati presentate convoca convocato convocata arriva arrivano arrivato arrivata arrivati torna tornano
  tornato tornata resta restano restato rimane rimangono chiede chiedono chiesto punta puntano prende prendono preso presa
  mette mettono messo messa trova trovano trovato trovata porta portano portato portata ritiene ritengono riguarda
  riguardano attraverso presente presenti possibile possibili importante importanti diverso diversa ideale pronto pronta
  pronti vero vera veri cosiddetto cosiddetta ottenuto ottenuta ottiene previsto prevista previsti previste prevede
  prevedono serve servono sembra sembrano emerge emerso emersa rivela rivelato scorso scorsa scorsi scorse prossimo
  prossima prossimi prossime capire sapere vedere euro cento percento lancia lanciato apre aperto chiude chiuso cambia
  cambiano cambiato battendo vince vincono vinto ecco new says said will also just like one two first last year years
  inizia iniziato iniziata termina terminato grazie circa quest tutt cos altresì riesce riuscito nonostante`.split(/\s+/),
);
// Articles, articulated prepositions and demonstratives: the word after them is a noun. Not "nessun": "nessun ferito" names no topic.
const DETERMINERS = new Set(
  `il lo la i gli le l un uno una del dello della dei degli delle dell al allo alla ai agli alle all dal dallo dalla dai
  dagli dalle dall nel nello nella nei negli nelle nell sul sullo sulla sui sugli sulle sull col coi questo questa questi
  queste quel quello quella quelli quelle quell`.split(/\s+/),
);
const TITLE_WEIGHT = 3;
// Past the first five, a keyword must score at least this share of the best one.
const TAIL_SHARE = 0.25;
const SURE_KEYWORDS = 5;

interface Candidate {
  forms: Map<string, number>;
  frequency: number;
  first: number;
  /** Some occurrence is surely a noun (or a name). */
  noun: boolean;
}

/** Up to eight keywords, best first (may be fewer than three for a tiny text: the caller pads). */
export function extractKeywords(input: KeywordInput): string[] {
  const candidates = new Map<string, Candidate>();
  let order = 0;
  // Words repeat: ask the lexicon once per word.
  const readings = new Map<string, ReturnType<typeof nounReading>>();
  const count = (tokens: readonly string[], stems: readonly string[], weight: number) => {
    tokens.forEach((token, position) => {
      if (!isContentTerm(token) || NOISE.has(token)) return;
      let reading = readings.get(token);
      if (reading === undefined) {
        reading = nounReading(token);
        readings.set(token, reading);
      }
      if (reading === "never") return;
      const stem = stems[position]!;
      let candidate = candidates.get(stem);
      if (!candidate) {
        candidate = { forms: new Map(), frequency: 0, first: order, noun: false };
        candidates.set(stem, candidate);
      }
      order++;
      if (!candidate.noun) candidate.noun = reading === "noun" || (position > 0 && DETERMINERS.has(tokens[position - 1]!));
      candidate.frequency += weight;
      candidate.forms.set(token, (candidate.forms.get(token) ?? 0) + weight);
    });
  };
  count(input.title.tokens, input.title.stems, TITLE_WEIGHT);
  count(input.body.tokens, input.body.stems, 1);

  const scored = [...candidates.values()].filter((candidate) => candidate.noun).map((candidate) => {
    const form = mostFrequentForm(candidate.forms);
    return { form, first: candidate.first, score: (1 + Math.log(candidate.frequency)) * input.idf(form) };
  });
  scored.sort((a, b) => b.score - a.score || a.first - b.first || (a.form < b.form ? -1 : 1));
  const best = scored[0]?.score ?? 0;
  const keywords: string[] = [];
  for (const { form, score } of scored) {
    if (keywords.length === AI_ANSWER_LIMITS.keywords.max) break;
    if (keywords.length >= SURE_KEYWORDS && score < best * TAIL_SHARE) break;
    keywords.push(form);
  }
  return keywords;
}
