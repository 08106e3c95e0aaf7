import { describe, expect, it } from "vitest";
import { countSentences } from "../../shared/ai.js";
import { stemTokens } from "./lexicon-index.js";
import { splitSentences } from "../../italian/sentences.js";
import { summarize } from "./summarize.js";
import { tokenize } from "../../italian/tokenize.js";

function parts(text: string) {
  const tokens = tokenize(text);
  return { tokens, stems: stemTokens(tokens) };
}

function summary(title: string, text: string): string {
  const sentences = splitSentences(text).map((sentence) => ({ text: sentence, ...parts(sentence) }));
  return summarize({ sentences, title: parts(title), idf: () => 1, fallback: title });
}

const TITLE = "Maltempo in Liguria, allerta rossa e scuole chiuse a Genova";
const TEXT = [
  "La protezione civile ha diramato l'allerta rossa per maltempo su tutta la Liguria a partire da stasera.",
  "A Genova il sindaco ha disposto la chiusura delle scuole e dei parchi cittadini per la giornata di domani.",
  "Leggi anche: le previsioni meteo per il fine settimana.",
  "Il ristorante di via Roma festeggia intanto i suoi cento anni di attività con una cena speciale.",
  "Le piogge più intense sono attese nella notte sul levante ligure, con rischio di frane e allagamenti.",
  "I cittadini sono invitati a evitare gli spostamenti non necessari e a seguire gli aggiornamenti della protezione civile.",
  "Riproduzione riservata ©",
].join(" ");

describe("summarize", () => {
  it("keeps two or three central sentences in their original order", () => {
    const result = summary(TITLE, TEXT);
    const picked = splitSentences(result);
    expect(picked.length).toBeGreaterThanOrEqual(2);
    expect(picked.length).toBeLessThanOrEqual(3);
    const positions = picked.map((sentence) => TEXT.indexOf(sentence));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(result).toContain("allerta rossa");
  });

  it("leaves out page furniture and off-topic asides", () => {
    const result = summary(TITLE, TEXT);
    expect(result).not.toMatch(/Leggi anche|Riproduzione riservata|ristorante/);
  });

  it("says each sentence once when the text repeats itself", () => {
    const lead = "A Genova il sindaco ha disposto la chiusura delle scuole per l'allerta rossa sulla Liguria.";
    const rest = "La protezione civile segue il maltempo e invita a evitare gli spostamenti. Le piogge più forti arrivano stanotte.";
    const repeated = Array.from({ length: 5 }, () => `${lead} ${rest}`).join(" ");
    const picked = splitSentences(summary(TITLE, repeated));
    expect(picked.length).toBeGreaterThanOrEqual(2);
    expect(new Set(picked.map((sentence) => sentence.toLowerCase())).size).toBe(picked.length);
  });

  it("stays within 600 characters and 4 sentences", () => {
    const long = Array.from({ length: 40 }, (_, index) => `La frase numero ${index} parla ancora del maltempo in Liguria e delle scuole chiuse a Genova.`).join(" ");
    const result = summary(TITLE, long);
    expect(result.length).toBeLessThanOrEqual(600);
    expect(countSentences(result)).toBeLessThanOrEqual(4);
  });

  it("cuts a first sentence longer than 600 characters at a word, with an ellipsis", () => {
    const endless = `La protezione civile ${"ha diramato un nuovo avviso per la Liguria e ".repeat(20)}basta.`;
    const result = summary(TITLE, endless);
    expect(result.length).toBeLessThanOrEqual(600);
    expect(result.endsWith("…")).toBe(true);
    expect(endless.startsWith(result.slice(0, -1))).toBe(true);
    expect(result.at(-2)).not.toBe(" ");
  });

  it("adds a full stop to a sentence that lacks one", () => {
    expect(summary(TITLE, "La protezione civile ha diramato l'allerta rossa per tutta la Liguria")).toBe(
      "La protezione civile ha diramato l'allerta rossa per tutta la Liguria.",
    );
  });

  it.each([
    ["an ellipsis", "…senza fissa dimora che cercano riparo in ogni angolo della città e nelle stazioni della metropolitana..."],
    ["no stop", "…senza fissa dimora che cercano riparo in ogni angolo della città e nelle stazioni della metropolitana"],
  ])("leaves out the end of an excerpt cut with %s", (_case, cut) => {
    const excerpt = `Notti di ghiaccio a Roma, dove le temperature sono scese a meno sette gradi. ${cut.replace("…", "Il Comune ha aperto 621 posti per i")}`;
    expect(summary("Freddo a Roma: 621 posti per i senza fissa dimora", excerpt)).toBe("Notti di ghiaccio a Roma, dove le temperature sono scese a meno sette gradi.");
  });

  it("keeps a cut sentence when it is the only one", () => {
    const excerpt = "Non sono ancora le 16 di ieri pomeriggio quando un’esplosione in un impianto di essiccazione di cereali, al limite...";
    expect(summary("Missili in Polonia", excerpt)).toBe(excerpt);
  });

  it.each([
    ["no text", ""],
    ["only short fragments", "Genova. Pioggia. Allerta."],
    ["only furniture", "Iscriviti alla nostra newsletter per ricevere tutte le notizie ogni mattina."],
  ])("falls back to the title with %s", (_case, text) => {
    expect(summary(TITLE, text)).toBe(TITLE);
  });
});
