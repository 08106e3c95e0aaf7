import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decideLanguage, itemLanguageText, loadLanguageDetector, plainlyItalian } from "./detect-language.js";

interface Labelled {
  lang: string;
  from: string;
  text: string;
}

const load = (name: string): Labelled[] => JSON.parse(readFileSync(new URL(`../../tests/fixtures/languages/${name}.json`, import.meta.url), "utf8")) as Labelled[];

/** Unknown counts as Italian: that is how the importer reads it. */
async function accuracy(set: Labelled[]): Promise<{ all: number; italian: number; wrong: string[] }> {
  const detect = await loadLanguageDetector();
  const wrong = set.filter((item) => (detect(item.text) ?? "it") !== item.lang);
  const italian = set.filter((item) => item.lang === "it");
  const italianRight = italian.filter((item) => (detect(item.text) ?? "it") === "it").length;
  return { all: 1 - wrong.length / set.length, italian: italianRight / italian.length, wrong: wrong.map((item) => `${item.lang}: ${item.text}`) };
}

describe("the language of news titles and summaries (tests/fixtures/languages)", () => {
  it("has at least 40 labelled texts per language in the two sets", () => {
    for (const lang of ["it", "en", "fr", "es", "de"]) {
      expect([...load("tuning"), ...load("held-out")].filter((item) => item.lang === lang).length).toBeGreaterThanOrEqual(60);
    }
  });

  // Measured: tuning 99.5 % (204 texts, one Spanish title read as Catalan), held out 98.3 % (117 texts); every Italian one right.
  it("tells the tuning set's languages: at least 98 %, and never an Italian text as foreign", async () => {
    const result = await accuracy(load("tuning"));
    expect(result.italian, result.wrong.join("\n")).toBe(1);
    expect(result.all, result.wrong.join("\n")).toBeGreaterThanOrEqual(0.98);
  });

  it("tells the held-out set's languages: at least 95 %, and never an Italian text as foreign", async () => {
    const result = await accuracy(load("held-out"));
    expect(result.italian, result.wrong.join("\n")).toBe(1);
    expect(result.all, result.wrong.join("\n")).toBeGreaterThanOrEqual(0.95);
  });

  it("answers unknown for a title too short to tell, which the importer reads as Italian", async () => {
    const detect = await loadLanguageDetector();
    for (const title of ["Lazio-Crotone", "Apple iPhone 15", "Live", "Roma, 3-1"]) expect(detect(title)).toBeNull();
    expect(detect(itemLanguageText("Strong earthquake hits central Italy", "Buildings were damaged in Norcia and nearby villages."))).toBe("en");
    expect(detect(itemLanguageText("Forte terremoto nell'Italia centrale", "Danni agli edifici a Norcia e nei paesi vicini."))).toBe("it");
  });

  it("keeps a foreign guess near Italian's score as unknown, and an unreliable one too", () => {
    expect(decideLanguage({ language: "es", reliable: true, scores: { es: 0.5, it: 0.48 } })).toBeNull();
    expect(decideLanguage({ language: "es", reliable: true, scores: { es: 0.7, it: 0.4 } })).toBe("es");
    expect(decideLanguage({ language: "en", reliable: false, scores: { en: 0.9 } })).toBeNull();
    expect(decideLanguage({ language: "", reliable: false, scores: {} })).toBeNull();
  });

  // Measured when written: it answers for 5 of the sets' 65 Italian texts (short titles rarely hold three such
  // words) and for 35 of 40 items of the real Italian feeds saved as test input (title and summary).
  it("calls a text plainly Italian only by words no other language writes alone, never a foreign one of the sets", () => {
    const foreign = [...load("tuning"), ...load("held-out")].filter((item) => item.lang !== "it" && plainlyItalian(item.text));
    expect(foreign.map((item) => item.text)).toEqual([]);
    expect(plainlyItalian("Il sindaco è arrivato dopo la riunione della giunta, che ha approvato il bilancio")).toBe(true);
    expect(plainlyItalian("Che Guevara, the revolutionary, in a new film")).toBe(false);
    expect(plainlyItalian("Il y a des gens qui parlent con una voce per la città")).toBe(false);
    // In any case, and only as words of their own: not inside "sonorità", "stati", "chef" or "alláh".
    expect(plainlyItalian("È PIÙ FORTE DELLA PAURA")).toBe(true);
    expect(plainlyItalian("Sonorità, stati d'animo, chef e Alláh: l'album")).toBe(false);
    expect(plainlyItalian("«Sono qui», dice. Anche oggi")).toBe(true);
  });
});

