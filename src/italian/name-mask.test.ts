import { describe, expect, it } from "vitest";
import { nameMasks } from "./name-mask.js";
import { tokenize } from "./tokenize.js";

// The masked words of each text, in order.
function masked(...texts: string[]): string[][] {
  const parts = texts.map((text) => ({ tokens: tokenize(text), text }));
  return nameMasks(parts).map((mask, index) => [...mask].sort((a, b) => a - b).map((position) => parts[index]!.tokens[position]!));
}

describe("nameMasks", () => {
  it.each([
    ["a band named mid-sentence", "Dopo tre anni di silenzio, i Fari Spenti tornano con un album", ["fari", "spenti"]],
    ["a name with its joiners", "Lo studio dell'Università di Valdoria sui fiumi", ["università", "di", "valdoria"]],
    ["a single name mid-sentence", "Il ministro Speranza presenta il piano", ["speranza"]],
    ["a quoted title opening with an article", "«Il giardino d'inverno» debutta a teatro", ["il", "giardino", "d", "inverno"]],
    ["a quoted title of capitals", "L'uscita di «Mareggiata» è prevista a febbraio", ["mareggiata"]],
    ["a quotation after a work", "il nuovo film «Tutto il dolore del mondo» esce domani", ["tutto", "il", "dolore", "del", "mondo"]],
  ])("masks %s", (_case, text, words) => {
    expect(masked(text)[0]).toEqual(words);
  });

  it.each([
    ["speech followed by its reporting verb", "«È un passo storico», ha dichiarato la biologa"],
    ["speech after a colon", "Il sindaco: «Basta morti sul lavoro»"],
    ["a lower-case quotation", "la cosiddetta «bomba d'acqua» ha allagato il centro"],
    ["a capital that opens the sentence", "Paura in centro. Crolla un cornicione"],
    ["a headline in title case", "Allerta Rossa Per Maltempo In Liguria"],
  ])("leaves %s alone", (_case, text) => {
    expect(masked(text)[0]).toEqual([]);
  });

  it("masks a name that opens a sentence when the text also writes it mid-sentence", () => {
    expect(masked("Fari Spenti, il nuovo tour", "La band dei Fari Spenti torna")).toEqual([["fari", "spenti"], ["fari", "spenti"]]);
  });

  it("masks nothing without the raw text, or when the tokens are not the text's", () => {
    expect(nameMasks([{ tokens: tokenize("i Fari Spenti") }])[0]!.size).toBe(0);
    expect(nameMasks([{ tokens: ["altro"], text: "i Fari Spenti" }])[0]!.size).toBe(0);
  });
});
