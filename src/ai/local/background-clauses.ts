/**
 * Words a headline or its lead names as background to the event, not as the
 * event: what lasted until now ("Dopo tre anni di silenzio, i Fari Spenti
 * tornano", "riassumono dopo due anni di cassa integrazione"), what happened
 * long ago ("il quadro rubato trent'anni fa"), since when ("il più ampio
 * scambio dall'inizio della guerra") and what a drill only simulates ("era la
 * simulazione di un terremoto"). The sentiment readers give them no polarity:
 * the news is what comes after them, or the drill itself.
 */
import { isWord } from "../../italian/tokenize.js";

const SPANS = new Set(["anni", "anno", "mesi", "mese", "giorni", "settimane", "decenni", "decennio", "secoli", "stagioni", "ore"]);
// Between "dopo" and the span: "tre", "vent'", "oltre due", "quasi dieci", "lunghi".
const MAX_COUNT_WORDS = 3;
// How far what lasted, or what happened long ago, reaches: "di cassa integrazione", "il quadro rubato".
const REACH = 3;
const SINCE = new Set(["dall", "dalla", "dal"]);
const START_OR_END = new Set(["inizio", "fine", "avvio", "scoppio"]);
const COUNT =
  /^(?:\d+|un|uno|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|quindici|vent[i]?|trent[a]?|quarant[a]?|cinquant[a]?|sessant[a]?|settant[a]?|ottant[a]?|novant[a]?|cento|mille|molti|tanti|pochi|alcuni|diversi|oltre|quasi|circa|qualche|lunghi)$/u;
// "simulato un incendio", "la simulazione di un terremoto": the harm of a drill is pretend, up to the clause's end.
const SIMULATED = new Set(["simulato", "simulata", "simulati", "simulate", "simulando", "simula", "simulano", "simulazione", "simulazioni"]);
const SIMULATION_REACH = 8;
const OF = new Set(["di", "del", "della", "dello", "dei", "degli", "delle", "dell"]);

/** Token positions inside a background clause: "dopo <tanti> anni di X", "X <tanti> anni fa", "dall'inizio della X", "simulato X". */
export function backgroundPositions(tokens: readonly string[]): Set<number> {
  const positions = new Set<number>();
  const mark = (from: number, step: 1 | -1) => {
    for (let position = from, left = REACH; left > 0 && position >= 0 && position < tokens.length; position += step, left--) {
      if (!isWord(tokens[position]!)) break;
      positions.add(position);
    }
  };
  for (let position = 0; position < tokens.length; position++) {
    const token = tokens[position]!;
    if (token === "dopo") {
      const span = spanAfter(tokens, position + 1);
      if (span > 0 && OF.has(tokens[span + 1] ?? "")) mark(span + 2, 1);
    } else if (token === "fa" && SPANS.has(tokens[position - 1] ?? "") && isCount(tokens[position - 2] ?? "")) {
      // "rubato trent'anni fa": past the count, the words before it.
      let count = position - 2;
      while (count > 0 && position - 1 - count < MAX_COUNT_WORDS && isCount(tokens[count - 1]!)) count--;
      mark(count - 1, -1);
    } else if (SIMULATED.has(token)) {
      for (let next = position + 1; next < tokens.length && next <= position + SIMULATION_REACH && isWord(tokens[next]!); next++) positions.add(next);
    } else if (SINCE.has(token) && START_OR_END.has(tokens[position + 1] ?? "") && OF.has(tokens[position + 2] ?? "")) {
      mark(position + 3, 1);
    }
  }
  return positions;
}

// The position of the span word ("anni") after a count of at most MAX_COUNT_WORDS words, or -1.
function spanAfter(tokens: readonly string[], from: number): number {
  for (let position = from; position < tokens.length && position <= from + MAX_COUNT_WORDS; position++) {
    const token = tokens[position]!;
    if (!isWord(token)) return -1;
    if (SPANS.has(token)) return position;
  }
  return -1;
}

// "tre", "trent'", "molti", "oltre venti": how many years, months, days.
function isCount(token: string): boolean {
  return COUNT.test(token);
}
