import { describe, expect, it } from "vitest";
import { backgroundPositions } from "./background-clauses.js";
import { tokenize } from "../../italian/tokenize.js";

function background(text: string): string[] {
  const tokens = tokenize(text);
  return [...backgroundPositions(tokens)].sort((a, b) => a - b).map((position) => tokens[position]!);
}

describe("backgroundPositions", () => {
  it.each([
    ["what lasted until now", "Dopo tre anni di silenzio, i Fari Spenti tornano", ["silenzio"]],
    ["what lasted, before the event", "Le aziende assumono di nuovo dopo due anni di cassa integrazione.", ["cassa", "integrazione"]],
    ["an elided count", "Catturato il latitante dopo vent'anni di fuga", ["fuga"]],
    ["what happened long ago", "Restituito al museo il quadro rubato trent'anni fa", ["il", "quadro", "rubato"]],
    ["since when", "È il più ampio scambio dall'inizio della guerra, mediato dagli Emirati", ["guerra"]],
  ])("finds %s", (_case, text, words) => {
    expect(background(text)).toEqual(words);
  });

  it.each([
    ["an event after which something happens", "Dopo la scossa l'ospedale trasferisce 80 pazienti"],
    ["a plain duration", "Delfini avvistati nel porto dopo anni"],
    ["a verb that is no 'ago'", "Una commedia che fa ridere e commuovere"],
  ])("leaves %s alone", (_case, text) => {
    expect(background(text)).toEqual([]);
  });
});
