import { describe, expect, it } from "vitest";
import { differentEvents, titleEvent } from "./event-kinds.js";
import { storyTerms } from "./story-terms.js";

const title = (text: string) => titleEvent(storyTerms(text, "Il resto del servizio."));
const differ = (a: string, b: string) => differentEvents(title(a), title(b));

describe("event kinds of a title (docs/decisions.md#story-grouping)", () => {
  it("tells different kinds of event apart, whatever place or people they share", () => {
    expect(differ("Terremoto a Zqxvaltro, scossa avvertita in tutta la valle", "Incendio a Zqxvaltro, in fiamme un capannone")).toBe(true);
    expect(differ("Zqxvaltro, rapina in banca: bottino di 40mila euro", "Zqxvaltro, arrestato il sindaco")).toBe(true);
    expect(differ("Sciopero alla Zqx Spa, fabbrica ferma", "Zqx Spa, firmato l'accordo: intesa sul contratto")).toBe(true);
    expect(differ("Incidente sulla statale, muore un motociclista", "Incidente sulla statale, ferito un motociclista")).toBe(true);
  });

  it("reads one event told in other words, or with the other's kind too, as one", () => {
    expect(differ("Incendio nel bosco di Zqxvaltro", "Zqxvaltro, le fiamme raggiungono le case")).toBe(false);
    expect(differ("Rapina in farmacia a Zqxvaltro", "Arrestati i rapinatori della farmacia di Zqxvaltro")).toBe(false);
    expect(differ("Esplosione per una fuga di gas a Zqxvaltro", "Fuga di gas, evacuato un palazzo a Zqxvaltro")).toBe(false);
    expect(differ("Auto e tetti grandinati a Zqxvaltro", "Zqxvaltro imbiancata dal ghiaccio in venti minuti")).toBe(false);
    // A title naming no kind says nothing either way.
    expect(differ("Terremoto a Zqxvaltro", "Zqxvaltro, la paura nelle strade del centro")).toBe(false);
  });

  it("tells two results and two magnitudes apart, not a result read from the other side or a revised estimate", () => {
    expect(differ("Serie A, Zqx-Valtro 2-1", "Serie A, Zqx-Valtro 0-3")).toBe(true);
    expect(differ("Zqx-Valtro 2-1, decide Rossi", "Il Valtro cade 1-2 a Zqx")).toBe(false);
    expect(differ("Terremoto di magnitudo 4.6 a Zqxvaltro", "Scossa di magnitudo 3.1 a Zqxvaltro")).toBe(true);
    expect(differ("Terremoto di magnitudo 3.9 a Zqxvaltro", "Scossa di magnitudo 3.8 a Zqxvaltro")).toBe(false);
  });

  it("compares which way a figure moved only between titles about the same figure", () => {
    expect(differ("La Bce taglia i tassi di un quarto di punto", "La Fed lascia i tassi invariati")).toBe(true);
    expect(differ("Inflazione in calo a novembre", "Prezzi, l'Istat conferma il ribasso")).toBe(false);
    // The prices' fall and the rate's rise are told apart by their kinds, not their directions.
    expect(differ("Tassi: la Bce alza di un quarto di punto", "Prezzi giù a novembre")).toBe(true);
  });

  it("tells apart titles naming different days, and statements of different people", () => {
    expect(differ("Sciopero dei treni venerdì 27 novembre: 24 ore di stop", "Sciopero dei mezzi pubblici a Roma lunedì 30 novembre")).toBe(true);
    expect(differ("Sciopero ferroviario di venerdì, pendolari a piedi", "Sciopero dei bus lunedì 30 novembre")).toBe(true);
    expect(differ("Sciopero dei treni venerdì 27 novembre", "Treni fermi venerdì: le corse garantite")).toBe(false);
    expect(differ("Juventus. Allegri: “La Roma può vincerle tutte”", "Spalletti: “Se non vinco, vado via”")).toBe(true);
    expect(differ("Spalletti: “Se non vinco, vado via”", 'Roma, Spalletti: "Io alla Juve? Non lo escludo"')).toBe(false);
    // A clause with words of its own before the colon names no speaker.
    expect(differ("Spalletti apre alla Juventus: «Allenarla? Non lo escludo»", "Juventus. Allegri: “La Roma può vincerle tutte”")).toBe(false);
  });

  it("names no kind for terms stored before titles were marked", () => {
    expect(title("Terremoto a Zqxvaltro").events.size).toBeGreaterThan(0);
    expect(titleEvent(["terremot", "scoss"]).events.size).toBe(0);
  });
});
