import { describe, expect, it } from "vitest";
import { findNames } from "./names.js";
import { splitSentences } from "./sentences.js";

function names(title: string, text: string): string[] {
  return findNames([title, ...splitSentences(text)]);
}

describe("findNames", () => {
  it.each([
    ["a first name and surname", "", "Ieri la premier Giorgia Meloni ha parlato alla Camera.", ["Giorgia Meloni", "Camera"]],
    ["institutions with prepositions", "", "Il governatore della Banca d'Italia ha parlato con la Corte dei Conti.", ["Banca d'Italia", "Corte dei Conti"]],
    ["a place after an elided preposition", "", "I tifosi dell'Inter sono arrivati all'Olimpico.", ["Inter", "Olimpico"]],
    ["particles inside a name", "", "La mostra su Leonardo da Vinci apre con Ursula von der Leyen.", ["Leonardo da Vinci", "Ursula von der Leyen"]],
    ["an apostrophe inside a surname", "", "La replica di Massimo D'Alema arriva subito.", ["Massimo D'Alema"]],
    ["people apart from the titles before them", "", "La segretaria del Pd Elly Schlein e il ministro dell'Economia Giancarlo Giorgetti.", ["Elly Schlein", "Giancarlo Giorgetti", "Pd", "Economia"]],
    ["a party joined to its leader", "", "Ha parlato Forza Italia di Antonio Tajani.", ["Forza Italia", "Antonio Tajani"]],
    ["a given name that is part of a place", "", "Il vertice si tiene alla Casa Bianca.", ["Casa Bianca"]],
    ["numbers that end a name", "", "Lo spettacolo va in onda su Rai 1 e poi su Canale 5.", ["Rai 1", "Canale 5"]],
    ["a person apart from the party after them", "", "Ne ha parlato Mario Rossi del Pd, poi Anna Bianchi della Lega.", ["Mario Rossi", "Anna Bianchi", "Pd", "Lega"]],
    ["short acronyms", "", "Lo dicono Onu e Nato, e anche la BCE.", ["Onu", "Nato", "BCE"]],
  ])("finds %s", (_case, title, text, expected) => {
    expect(names(title, text)).toEqual(expected);
  });

  it("ignores words capitalised only because they open a sentence or a quotation", () => {
    expect(names("", "Oggi piove. Domani sarà sole. Il sindaco ha detto: «Stiamo lavorando»."))
      .toEqual([]);
  });

  it("drops a stop word that opens a sentence before a name", () => {
    expect(names("", "Secondo Matteo Salvini la legge passerà.")).toEqual(["Matteo Salvini"]);
  });

  it("counts a sentence-initial word once the text confirms it as a name", () => {
    expect(names("", "Milano si prepara. Da ieri a Milano piove.")).toEqual(["Milano"]);
  });

  it("folds a surname into the full name and ranks by frequency", () => {
    const text = "Il ministro Guido Crosetto e il collega Antonio Tajani. Poi Crosetto ha parlato. Crosetto ha insistito. Tajani no.";
    expect(names("", text)).toEqual(["Guido Crosetto", "Antonio Tajani"]);
  });

  it("folds a lone surname into the one person it ends, however many other names end with it", () => {
    const text = "La Cartiera Lenzi assume. L'amministratore, Francesco Lenzi, lo ha annunciato. La Cartiera Lenzi cresce, ha detto Lenzi.";
    expect(names("", text)).toEqual(["Cartiera Lenzi", "Francesco Lenzi"]);
  });

  it("takes the quoted title of a work as a name, but not a quotation of speech", () => {
    const text = "Al teatro debutta «Il giardino d'inverno». «È un successo», ha detto il regista di «Il giardino d'inverno».";
    expect(names("", text)).toEqual(["Il giardino d'inverno"]);
  });

  it("keeps an event's name whole (\"Rally delle Colline\", \"Maratona di Valdoria\")", () => {
    expect(names("", "Vince il Rally delle Colline. Alla Maratona di Valdoria corrono in 9.500.")).toEqual(["Rally delle Colline", "Maratona di Valdoria"]);
  });

  it("reads names from the title as well", () => {
    expect(names("Sinner vince a Torino", "Il tennista Jannik Sinner ha battuto Alcaraz.")).toEqual(["Jannik Sinner", "Torino", "Alcaraz"]);
  });

  it.each([
    ["a common word that opens a sentence, however often", "Paura in centro. Paura anche in periferia. Restano chiusi i negozi. Restano i dubbi."],
    ["verbs and adjectives the lexicon knows", "Stacca la spina. Chiusa la strada. Ferito un passante."],
  ])("refuses %s (Morph-it!)", (_case, text) => {
    expect(names("", text)).toEqual([]);
  });

  it("takes an unknown word that opens two sentences as a name", () => {
    expect(names("", "Garibaldi parlò. Garibaldi partì.")).toEqual(["Garibaldi"]);
  });

  it("cuts a caption glued to the next sentence (\"…in via Garibaldi\" + \"Paura ieri sera…\")", () => {
    const text = "Le transenne in via Garibaldi Paura ieri sera nel centro storico. La polizia ha chiuso via Garibaldi.";
    expect(names("Crolla un cornicione in via Garibaldi", text)).toEqual(["Garibaldi"]);
  });

  it("ends a run at a line break, where a caption or heading ends", () => {
    expect(findNames(["Le transenne in via Garibaldi\nTraffico deviato\nMolti disagi a Valdoria."])).toEqual(["Garibaldi", "Valdoria"]);
  });

  it("cuts a run at a capitalised function word, but keeps a surname particle after a given name", () => {
    expect(names("", "Lo ha detto Roma Tv Il Genoa ha risposto. Poi ha parlato Ignazio La Russa.")).toEqual(["Ignazio La Russa", "Roma Tv", "Genoa"]);
  });

  it("drops a common word whose name goes on in lower case (\"Parlamento europeo\")", () => {
    expect(names("", "Il voto del Parlamento europeo e del Museo di storia naturale piace a Valdoria.")).toEqual(["Valdoria"]);
  });

  it("drops a common word that a sentence start put before a name", () => {
    expect(names("", "Missili su Varsavia. Tensione Polonia-Russia a Varsavia.")).toEqual(["Varsavia", "Polonia-Russia"]);
  });

  it("reads nothing from an all-capitals headline", () => {
    expect(names("ULTIM'ORA: CROLLA LA BORSA DI MILANO", "")).toEqual([]);
  });

  it("returns nothing for text without capitals", () => {
    expect(names("", "nessuna maiuscola qui, solo testo.")).toEqual([]);
  });
});
