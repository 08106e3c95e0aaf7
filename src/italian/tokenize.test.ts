import { describe, expect, it } from "vitest";
import { lightStem } from "./stem.js";
import { CLAUSE_BREAK, SENTENCE_BREAK, tokenize } from "./tokenize.js";

describe("tokenize", () => {
  it.each([
    ["lower-cases words", "Il Governo Meloni", ["il", "governo", "meloni"]],
    ["splits elided articles and prepositions", "l'Italia dell'anno, un'altra all'Inter", ["l", "italia", "dell", "anno", CLAUSE_BREAK, "un", "altra", "all", "inter"]],
    ["splits at typographic apostrophes too", "l’Aquila", ["l", "aquila"]],
    ["keeps accents", "Perché è già città", ["perché", "è", "già", "città"]],
    ["marks sentence ends", "Arrivato. Ripartito!", ["arrivato", SENTENCE_BREAK, "ripartito", SENTENCE_BREAK]],
    ["marks clause breaks at quotes and colons", "Salvini: «No»", ["salvini", CLAUSE_BREAK, CLAUSE_BREAK, "no", CLAUSE_BREAK]],
    ["keeps letters and digits together", "Il G7 e il 5G", ["il", "g7", "e", "il", "5g"]],
    ["drops symbols", "+ 30% € #tag", ["30", "tag"]],
    ["gives nothing for empty text", "", []],
  ])("%s", (_case, text, expected) => {
    expect(tokenize(text)).toEqual(expected);
  });
});

describe("lightStem", () => {
  it.each([
    [["ministro", "ministri", "ministra", "ministre"], "ministr"],
    [["studio", "studi"], "stud"],
    [["banca", "banche"], "banc"],
    [["parco", "parchi"], "parc"],
    [["elezione", "elezioni"], "elezion"],
    [["città"], "citt"],
  ])("%j share the stem %s", (words, stem) => {
    for (const word of words) expect(lightStem(word)).toBe(stem);
  });

  it.each(["gol", "sport", "onu", "film", "inter"])("leaves %s as it is", (word) => {
    expect(lightStem(word)).toBe(word);
  });
});
