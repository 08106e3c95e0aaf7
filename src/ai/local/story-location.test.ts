import { describe, expect, it } from "vitest";
import { stemTokens } from "./lexicon-index.js";
import { locateStory } from "./story-location.js";
import { tokenize } from "../../italian/tokenize.js";

function parts(text: string) {
  const tokens = tokenize(text);
  return { tokens, stems: stemTokens(tokens) };
}

function locate(title: string, body = "") {
  return locateStory({ title: parts(title), body: parts(body) });
}

describe("locateStory", () => {
  it.each([
    ["a country", "Perù, si vota per il presidente"],
    ["a capital", "Attentato a Nairobi, decine di feriti"],
    ["a leader", "Erdogan incontra i leader del Golfo"],
    ["an institution", "La Casa Bianca annuncia nuove sanzioni"],
    ["an alliance, written with its article", "Vertice della Nato sulla difesa aerea"],
  ])("points abroad for %s", (_kind, title) => {
    const { foreign, domestic } = locate(title);
    expect(foreign).toBeGreaterThanOrEqual(6);
    expect(domestic).toBe(0);
  });

  it.each([
    ["a city", "Incidente in tangenziale a Bologna"],
    ["an institution", "I carabinieri chiudono il locale"],
    ["a party leader", "Schlein: «Il Pd è pronto»"],
    ["a company", "Stellantis, accordo con i sindacati"],
  ])("points to Italy for %s", (_kind, title) => {
    const { foreign, domestic } = locate(title);
    expect(domestic).toBeGreaterThan(0);
    expect(foreign).toBe(0);
  });

  it.each([
    ["pera", "Il prezzo della pera sale"],
    ["nato (born)", "Il bambino è nato a mezzanotte"],
    ["bar", "Lite in un bar del centro"],
    ["nord", "Neve al nord, disagi in autostrada"],
    ["materia", "Una materia di studio nuova"],
  ])("does not mistake the common word %s for a place or a name", (_word, title) => {
    expect(locate(title)).toEqual({ foreign: 0, domestic: 0 });
  });

  it("weighs the title over the lead, and the lead over the rest of the body", () => {
    const inTitle = locate("Elezioni in Cile", "Si vota domenica. Urne aperte fino a sera.").foreign;
    const inLead = locate("Elezioni, il giorno del voto", "Si vota in Cile domenica. Urne aperte fino a sera.").foreign;
    const later = locate("Elezioni, il giorno del voto", "Si vota domenica. Urne aperte in Cile fino a sera.").foreign;
    expect(inTitle).toBeGreaterThan(inLead);
    expect(inLead).toBeGreaterThan(later);
  });

  it("counts a nationality, which often only describes a person, for less than a country", () => {
    expect(locate("Giovane marocchino accoltellato").foreign).toBeLessThan(locate("Marocco, giovane accoltellato").foreign);
    expect(locate("Giovane marocchino accoltellato").foreign).toBeLessThan(6);
  });

  it("adds little for a place repeated many times", () => {
    const once = locate("Guerra", "A Gaza si combatte.").foreign;
    const often = locate("Guerra", "A Gaza si combatte. Gaza, Gaza, Gaza, Gaza, Gaza, Gaza, Gaza, Gaza.").foreign;
    expect(often).toBeGreaterThan(once);
    expect(often).toBeLessThanOrEqual(once * 2);
  });
});
