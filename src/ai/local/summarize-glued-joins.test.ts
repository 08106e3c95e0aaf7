import { describe, expect, it } from "vitest";
import { gluedJoins } from "./summarize-glued-joins.js";

describe("gluedJoins", () => {
  it.each([
    ["a caption glued onto the first sentence", "Il kit distribuito in farmacia Nelle prossime settimane arrivano le lettere.", ["farmacia Nelle prossime"]],
    ["a heading glued onto its paragraph", "I prossimi passaggi Il bilancio sarà trasmesso alla Corte dei conti.", ["passaggi Il bilancio"]],
    ["a preposition that starts no name", "Il calendario Per la squadra è il miglior risultato.", ["calendario Per la"]],
    ["an elided article before a lower-case word", "Le novità di quest'anno L'esercitazione di oggi.", ["quest'anno L'esercitazione di"]],
    ["each join of a text", "Come arrivare In auto si impiega un'ora. Dove mangiare L'osteria propone piatti tipici.", ["arrivare In auto", "mangiare L'osteria propone"]],
  ])("finds %s", (_case, text, joins) => {
    expect(gluedJoins(text)).toEqual(joins);
  });

  it.each([
    ["a proper name after a verb", "Lo ha detto Mattarella durante la visita."],
    ["a surname that starts like an article", "Lo ha detto La Russa in aula, poi ha parlato Del Piero."],
    ["a newspaper's name", "Come riporta Il Messaggero nella sua edizione di oggi."],
    ["a work's title after its noun", "Il film La vita è bella torna in sala."],
    ["punctuation between", "È successo in farmacia. Nelle prossime settimane, per esempio: Il bilancio."],
    ["capitals only", "ROMANEWS.EU SEGUE IL MATCH IN TEMPO REALE"],
    ["an elided proper name", "Sono arrivati a L'Aquila ieri sera."],
  ])("leaves %s", (_case, text) => {
    expect(gluedJoins(text)).toEqual([]);
  });
});
