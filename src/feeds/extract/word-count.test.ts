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

/** The rule as first written: split on whitespace, split each token at its elisions, count the parts with a letter or digit. */
function countWordsBySplitting(text: string): number {
  return text
    .split(/\s+/u)
    .flatMap((token) => token.split(/(?<=\p{L})['\u2019\u02BC](?=\p{L})/u))
    .filter((part) => /[\p{L}\p{N}]/u.test(part)).length;
}

describe("countWords on any text", () => {
  it("agrees with splitting token by token, on random mixes of letters, apostrophes, digits, marks and spaces", () => {
    const pieces = ["a", "è", "L", "ß", "7", "٣", "𝐀", "'", "’", "ʼ", " ", "\n", "\t", "\u2003", "\u3000", ".", "«", "—", "-", "%", "😀", "\u00A0", "\uD835", "\uDC00"];
    // xorshift32: the same texts on every run.
    let seed = 42;
    const next = () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) / 2 ** 32;
    };
    for (let run = 0; run < 2_000; run++) {
      const text = Array.from({ length: Math.floor(next() * 40) }, () => pieces[Math.floor(next() * pieces.length)]).join("");
      expect(countWords(text), JSON.stringify(text)).toBe(countWordsBySplitting(text));
    }
  });
});
