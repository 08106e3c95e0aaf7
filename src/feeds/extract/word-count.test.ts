import { describe, expect, it } from "vitest";
import { countWords } from "./word-count.js";

describe("countWords", () => {
  it.each([
    ["", 0],
    ["   \n\n\t ", 0],
    ["Il sindaco ha firmato l'ordinanza", 6],
    ["dell’anno scorso", 3],
    ["C'è chi dice no", 5],
    ["un po' di tutto", 4],
    ["Niccolò è arrivato così, più tardi perché c'era traffico.", 10],
    ["Primo paragrafo.\n\nSecondo paragrafo.", 4],
    ["Spesa di 2.500 euro, il 3,5% in più", 8],
    ["Il ponte — chiuso da ieri — riapre", 6],
    ["italo-americano e nord-est", 3],
    ["« Basta » , ha detto ... !", 3],
    ["Vedi https://www.esempio.it/articolo?id=3 per i dettagli", 5],
    ["«L'Italia»", 2],
  ])("counts %j as %i words", (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });
});
