import { describe, expect, it } from "vitest";
import type { Category } from "../../shared/constants.js";
import type { ArticleSignals } from "../types.js";
import { classifyCategory } from "./classify-category.js";
import { stemTokens } from "./lexicon-index.js";
import { tokenize } from "./tokenize.js";

function parts(text: string) {
  const tokens = tokenize(text);
  return { tokens, stems: stemTokens(tokens) };
}

const NONE: ArticleSignals = { itemCategories: [], url: null, feedName: null, defaultCategory: null };

function classify(text: string, title = "", signals?: Partial<ArticleSignals>) {
  return classifyCategory({ title: parts(title), source: parts(""), body: parts(text), signals: signals ? { ...NONE, ...signals } : undefined });
}

describe("classifyCategory", () => {
  // Encyclopedic sentences with no title and no feed: the style the lexicon alone read as "cronaca" for want of a clue.
  it.each([
    ["scienza", "Le piante trasformano la luce del sole in energia chimica grazie alla clorofilla."],
    ["viaggi", "Conviene arrivare presto al mattino, quando le code per salire sulla torre sono più corte."],
    ["salute", "Chi soffre di pressione alta dovrebbe ridurre il sale e controllarla regolarmente."],
    ["sport", "La squadra ospite ha pareggiato nei minuti di recupero con un colpo di testa."],
    ["intrattenimento", "Il suo secondo disco ha venduto meno del primo, ma la critica lo ha apprezzato."],
    ["politica", "Il partito ha perso la maggioranza in parlamento dopo le elezioni di primavera."],
    ["tecnologia", "Il nuovo telefono si sblocca con l'impronta digitale e si ricarica senza fili."],
  ] as const)("reads a short sentence on %s", (category: Category, text) => {
    expect(classify(text).category).toBe(category);
  });

  it("is surer of a plain story than of a vague sentence", () => {
    const plain = classify("L'attaccante ha segnato due gol e la squadra ha vinto il campionato.", "Serie A, la capolista vince il derby");
    const vague = classify("La decisione è arrivata dopo una lunga attesa.");
    expect(plain.confidence).toBeGreaterThan(vague.confidence);
    expect(vague.confidence).toBeLessThan(0.5);
  });

  it("lets the feed's section decide a text that says little, not one that says much", () => {
    expect(classify("La decisione è arrivata dopo una lunga attesa.", "", { url: "https://www.example.it/sport/notizia" }).category).toBe("sport");
    expect(classify("La decisione è arrivata dopo una lunga attesa.", "", { defaultCategory: "economia" }).category).toBe("economia");
    const clear = "Il governo ha posto la fiducia sulla legge di bilancio e la Camera l'ha approvata con i voti della maggioranza.";
    expect(classify(clear, "Manovra, via libera della Camera", { defaultCategory: "sport" }).category).toBe("politica");
  });

  it("files foreign politics under internazionale when the story is set abroad", () => {
    const title = "Francia, il governo cade: il premier sfiduciato dall'Assemblea nazionale";
    const text = "La crisi si apre sulla legge di bilancio e Macron dovrà nominare un nuovo primo ministro a Parigi.";
    expect(classify(text, title).category).toBe("internazionale");
  });

  it("answers with no confidence when there is nothing to read", () => {
    expect(classify("").confidence).toBe(0.05);
  });
});
