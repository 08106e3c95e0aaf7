import { describe, expect, it } from "vitest";
import type { CorpusStats } from "../types.js";
import { buildCorpusStats, inverseDocumentFrequency } from "./corpus-stats.js";
import { extractKeywords } from "./keywords.js";
import { stemTokens } from "./lexicon-index.js";
import { STOP_WORDS } from "./stop-words.js";
import { tokenize } from "./tokenize.js";

function parts(text: string) {
  const tokens = tokenize(text);
  return { tokens, stems: stemTokens(tokens) };
}

const NO_CORPUS: CorpusStats = { documents: 0, documentFrequency: new Map() };

function keywords(title: string, body: string, stats = NO_CORPUS) {
  return extractKeywords({ title: parts(title), body: parts(body), idf: (term) => inverseDocumentFrequency(stats, term) });
}

const ARTICLE = {
  title: "Ponte sullo Stretto, il governo approva il progetto",
  body:
    "Il governo ha approvato il progetto definitivo del ponte sullo Stretto di Messina. Secondo il ministro, i cantieri del ponte " +
    "partiranno entro l'anno. Il governo stima un costo di 13 miliardi. Per le opposizioni il ponte è un'opera inutile e il governo " +
    "dovrebbe investire nelle ferrovie siciliane.",
};

describe("extractKeywords", () => {
  it("leaves out stop words, numbers and short tokens", () => {
    const result = keywords(ARTICLE.title, ARTICLE.body);
    expect(result.length).toBeGreaterThanOrEqual(3);
    expect(result.length).toBeLessThanOrEqual(8);
    for (const keyword of result) {
      expect(STOP_WORDS.has(keyword)).toBe(false);
      expect(keyword).not.toMatch(/^\d+$/);
      expect(keyword.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("ranks the words the article is about first", () => {
    expect(keywords(ARTICLE.title, ARTICLE.body).slice(0, 2)).toEqual(expect.arrayContaining(["ponte", "governo"]));
  });

  it("prefers terms rare in the corpus to terms found everywhere", () => {
    // "governo" appears in nearly every stored article, "stretto" in almost none: the rare term wins.
    const corpus = [
      ...Array.from({ length: 50 }, (_, index) => `Il governo discute la riforma numero ${index}.`),
      "Il ponte sullo Stretto torna in discussione.",
    ];
    const stats = buildCorpusStats(corpus);
    const rank = (list: string[], term: string) => (list.includes(term) ? list.indexOf(term) : Infinity);
    const withCorpus = keywords(ARTICLE.title, ARTICLE.body, stats);
    expect(rank(withCorpus, "stretto")).toBeLessThan(rank(withCorpus, "governo"));
    const withoutCorpus = keywords(ARTICLE.title, ARTICLE.body);
    expect(rank(withoutCorpus, "governo")).toBeLessThan(rank(withoutCorpus, "stretto"));
  });

  it("counts title words more than body words", () => {
    const result = keywords("Siccità nel Salento", "Gli agricoltori chiedono aiuto. Gli agricoltori protestano. La pioggia non arriva.");
    expect(result[0]).toBe("siccità");
  });

  it("merges singular and plural under the form written most often", () => {
    const result = keywords("", "Il ministro parla. I ministri ascoltano. Il ministro decide. Il ministro firma.");
    expect(result).toContain("ministro");
    expect(result).not.toContain("ministri");
  });

  it("returns whatever little a tiny text has (the analyzer pads it)", () => {
    expect(keywords("", "Il e la")).toEqual([]);
  });
});
