import { describe, expect, it } from "vitest";
import { restoreLostCharacters } from "./lost-characters.js";

describe("restoreLostCharacters", () => {
  it.each([
    ["a question mark after an elided article", "quando un?esplosione in un impianto", "quando un’esplosione in un impianto"],
    ["a replacement character after l", "l\uFFFDItalia e dell\uFFFDEuropa", "l’Italia e dell’Europa"],
    ["c'è", "C?è chi dice no", "C’è chi dice no"],
    ["a replacement character standing alone is dropped", "Il Messaggero S.P.A. \uFFFD FOR PERSONAL USE", "Il Messaggero S.P.A. FOR PERSONAL USE"],
  ])("%s", (_case, input, expected) => {
    expect(restoreLostCharacters(input)).toBe(expected);
  });

  it.each([
    ["a real question", "Cosa è successo? Ecco i fatti"],
    ["a question glued to the next sentence", "Mercato?Entro domani"],
    ["a query string", "vedi https://sito.example.it/l?id=4 e /search?s=a"],
    ["a question ending in an elidable word", "E ora dove va l? A casa"],
    ["a replacement character inside a word", "citt\uFFFD vecchia"],
  ])("leaves %s alone", (_case, text) => {
    expect(restoreLostCharacters(text)).toBe(text);
  });
});
