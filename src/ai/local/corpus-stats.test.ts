import { describe, expect, it } from "vitest";
import { buildCorpusStats, documentTerms, inverseDocumentFrequency } from "./corpus-stats.js";

describe("documentTerms", () => {
  it("keeps lower-cased content words once each, without stop words, numbers or short tokens", () => {
    const terms = documentTerms("Il Governo e il governo: nel 2025 l'Italia avrà 3 nuovi ministri. Ok!");
    expect([...terms].sort()).toEqual(["governo", "italia", "ministri"]);
  });

  it("reads decomposed accents like composed ones", () => {
    expect(documentTerms("citta\u0300")).toEqual(documentTerms("città"));
  });
});

describe("buildCorpusStats", () => {
  it("counts documents and, per term, the documents holding it", () => {
    const stats = buildCorpusStats(["Il governo cade.", "Il governo resiste, il governo vince.", "Piove a Milano."]);
    expect(stats.documents).toBe(3);
    expect(stats.documentFrequency.get("governo")).toBe(2);
    expect(stats.documentFrequency.get("milano")).toBe(1);
    expect(stats.documentFrequency.has("il")).toBe(false);
  });

  it("accepts any iterable, once", () => {
    function* texts() {
      yield "Primo articolo sul calcio.";
      yield "Secondo articolo sul tennis.";
    }
    expect(buildCorpusStats(texts()).documents).toBe(2);
  });
});

describe("inverseDocumentFrequency", () => {
  const stats = buildCorpusStats(["governo", "governo", "governo", "ponte"]);

  it.each([
    ["a term in most documents", "governo", Math.log(5 / 4) + 1],
    ["a rare term", "ponte", Math.log(5 / 2) + 1],
    ["an unseen term", "stretto", Math.log(5 / 1) + 1],
  ])("is log((1+N)/(1+df))+1 for %s", (_case, term, expected) => {
    expect(inverseDocumentFrequency(stats, term)).toBeCloseTo(expected, 10);
  });

  it("is 1 for every term with an empty corpus", () => {
    expect(inverseDocumentFrequency({ documents: 0, documentFrequency: new Map() }, "ponte")).toBe(1);
  });
});
