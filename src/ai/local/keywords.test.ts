import { describe, expect, it } from "vitest";
import type { CorpusStats } from "../types.js";
import { buildCorpusStats, inverseDocumentFrequency } from "./corpus-stats.js";
import { extractKeywords } from "./keywords.js";
import { stemTokens } from "./lexicon-index.js";
import { STOP_WORDS } from "../../italian/stop-words.js";
import { tokenize } from "../../italian/tokenize.js";

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
    // "governo" appears in nearly every stored article, "messina" in none: the rare term wins.
    const corpus = [
      ...Array.from({ length: 50 }, (_, index) => `Il governo discute la riforma numero ${index}.`),
      "Il ponte sullo Stretto torna in discussione.",
    ];
    const stats = buildCorpusStats(corpus);
    const rank = (list: string[], term: string) => (list.includes(term) ? list.indexOf(term) : Infinity);
    const withCorpus = keywords(ARTICLE.title, ARTICLE.body, stats);
    expect(rank(withCorpus, "messina")).toBeLessThan(rank(withCorpus, "governo"));
    const withoutCorpus = keywords(ARTICLE.title, ARTICLE.body);
    expect(rank(withoutCorpus, "governo")).toBeLessThan(rank(withoutCorpus, "messina"));
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

  it.each([
    ["verbs", "Si stacca un cornicione, la strada resta chiusa.", ["stacca", "resta", "chiusa"]],
    ["adjectives and participles used as such", "Nessuno è rimasto ferito. Le case danneggiate sono antiche.", ["ferito", "danneggiate", "antiche"]],
    ["verbs with their pronouns and -mente adverbs", "Bisogna prenotarsi rapidamente, dicono i medici. Conviene controllarlo subito.", ["prenotarsi", "rapidamente", "controllarlo"]],
  ])("leaves out %s (the Morph-it! lexicon knows them)", (_case, body, refused) => {
    const result = keywords("", body);
    for (const word of refused) expect(result).not.toContain(word);
  });

  it("keeps a noun that is also a verb form or adjective where an article makes it a noun", () => {
    const result = keywords("I feriti del crollo", "I feriti sono tre. La politica discute del crollo e dei feriti.");
    expect(result).toEqual(expect.arrayContaining(["feriti", "crollo", "politica"]));
  });

  it("keeps topics and names the lexicon does not know", () => {
    expect(keywords("Inflazione, Garibaldi e lo smartphone", "L'inflazione sale. Garibaldi e lo smartphone.")).toEqual(
      expect.arrayContaining(["inflazione", "garibaldi", "smartphone"]),
    );
  });

  it("returns whatever little a tiny text has (the analyzer pads it)", () => {
    expect(keywords("", "Il e la")).toEqual([]);
  });
});
