/**
 * The mark of a block boundary flattened into running text (a heading, a
 * caption or a byline glued onto the next sentence): a lower-case word
 * followed, with no punctuation between, by a capitalised function word that
 * only a sentence start would capitalise ("…in farmacia Nelle prossime
 * settimane…"). Used by the tests that read every article of the corpus and
 * the demo (summarize-corpus.test.ts); the summarizer itself never needs it.
 */

// Function words that start no name or title: capitalised after a lower-case word, a sentence began there.
const ALWAYS = new Set([
  "Nel", "Nella", "Nelle", "Nei", "Negli", "Nello", "Sul", "Sulla", "Sulle", "Sui", "Sugli", "Sullo", "Agli", "Ai",
  "Dagli", "Dai", "Per", "Secondo", "Dopo", "Durante", "Mentre", "Tra", "Fra", "Con", "Come", "Quando", "Questo",
  "Questa", "Questi", "Queste", "Ecco", "Anche", "Non", "Oltre", "Intanto", "Inoltre", "Infatti", "Invece", "Però",
  "Quindi", "Poi", "Ora", "Uno", "In", "Sono", "Si", "Ci", "Già",
]);
// Articles and prepositions that also begin surnames, papers and titles ("ha detto La Russa", "riporta Il
// Messaggero", "Del Piero"): a join only when a lower-case word follows them ("…farmacia Il test è gratuito").
const BEFORE_LOWER_CASE = new Set([
  "Il", "Lo", "La", "Le", "Gli", "Un", "Una", "Del", "Della", "Dello", "Delle", "Degli", "Dei", "Dal", "Dalla", "Dalle",
  "Al", "Alla", "Alle", "Da", "Di", "De",
]);
// An elided article or preposition with a lower-case word after it ("…farmacia L’ospedale").
const ELIDED_BEFORE_LOWER_CASE = /^(?:L|Un|Dell|Nell|All|Dall|Sull|Quest|Quell)['’]\p{Ll}/u;
// Nouns after which Italian writes a title unquoted, capitalised as a sentence: "il film La vita è bella".
const TITLE_NOUNS = new Set([
  "film", "libro", "romanzo", "saggio", "serie", "spettacolo", "album", "singolo", "brano", "canzone", "disco", "mostra",
  "programma", "trasmissione", "opera", "commedia", "podcast", "documentario", "docufilm", "quotidiano", "settimanale",
  "giornale", "rivista", "testata", "rubrica", "titolo", "intitolato", "intitolata",
]);
const LOWER_CASE_WORD = /^\p{Ll}(?:[\p{L}'’-]*\p{Ll})?$/u;

/** The glued joins of a text, each as "previous word + capitalised word + next word". */
export function gluedJoins(text: string): string[] {
  const words = text.split(/\s+/u).filter(Boolean);
  const joins: string[] = [];
  for (let index = 1; index < words.length; index++) {
    const previous = words[index - 1]!;
    if (!LOWER_CASE_WORD.test(previous) || TITLE_NOUNS.has(previous)) continue;
    const word = words[index]!;
    const next = words[index + 1] ?? "";
    const nextIsLowerCase = /^\p{Ll}/u.test(next);
    if (ALWAYS.has(word) || (BEFORE_LOWER_CASE.has(word) && nextIsLowerCase) || ELIDED_BEFORE_LOWER_CASE.test(word)) {
      joins.push(`${previous} ${word} ${next}`.trim());
    }
  }
  return joins;
}
