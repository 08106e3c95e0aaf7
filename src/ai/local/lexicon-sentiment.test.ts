import { describe, expect, it } from "vitest";
import { lexiconSentiment } from "./lexicon-sentiment.js";
import { stemTokens } from "./lexicon-index.js";
import { tokenize } from "../../italian/tokenize.js";

function parts(text: string) {
  const tokens = tokenize(text);
  return { tokens, stems: stemTokens(tokens) };
}

function sentiment(title: string, body = "") {
  return lexiconSentiment({ title: parts(title), body: parts(body) });
}

describe("lexiconSentiment", () => {
  it.each([
    ["negativo", "Incidente sulla statale, due morti e tre feriti", "Lo schianto è avvenuto nella notte. Una delle vittime aveva vent'anni."],
    ["negativo", "Alluvione in Toscana, famiglie evacuate e danni ingenti", "Il maltempo ha devastato le campagne. È emergenza nei comuni colpiti."],
    ["negativo", "Guerra in Ucraina, bombardamento su Kiev", "L'attacco ha distrutto un palazzo. Si contano le vittime."],
    ["positivo", "Trionfo azzurro: l'Italia vince l'oro ai Mondiali", "Una vittoria storica, festa e applausi per la squadra campione."],
    ["positivo", "Inaugurato il nuovo ospedale, un successo per il territorio", "Una struttura innovativa e moderna: soddisfazione del sindaco e dei medici."],
    ["positivo", "Escursionista ritrovata viva dopo due giorni", "È in buone condizioni: sollievo per la famiglia."],
    ["neutrale", "Il consiglio comunale approva il regolamento", "La seduta si è tenuta ieri pomeriggio. Il testo entra in vigore a gennaio."],
    ["neutrale", "Orari dei musei per il ponte di novembre", "Ecco gli orari di apertura dei principali musei cittadini nei giorni festivi."],
  ])("reads %s", (expected, title, body) => {
    expect(sentiment(title, body).sentiment).toBe(expected);
  });

  it.each([
    ["Il progetto è un successo", "Il progetto non è un successo"],
    ["Il bilancio della festa: molti feriti", "Il bilancio della festa: nessun ferito"],
  ])("negation turns %j around: %j", (plain, negated) => {
    const before = sentiment(plain).score;
    const after = sentiment(negated).score;
    expect(Math.sign(after)).toBe(-Math.sign(before));
  });

  it.each([
    ["Crolla il ponte, per fortuna senza vittime", ""],
    ["Terremoto in Umbria, nessun ferito", "Crepe nelle case, scuole chiuse per verifiche."],
    ["Incendio in un hotel, salvati tutti gli ospiti", "Sessanta persone evacuate nella notte."],
    ["Rapina in gioielleria, arrestati i banditi", "Nessun ferito, la refurtiva è stata recuperata."],
  ])("reads the event, not the relief beside it: %s", (title, body) => {
    expect(sentiment(title, body).sentiment).toBe("negativo");
  });

  it("stops a negation at the end of the clause", () => {
    // "non" belongs to the first clause; the success in the second clause is untouched.
    expect(sentiment("Non ci sono dubbi, un grande successo").score).toBeGreaterThan(0);
  });

  it("lets an intensifier strengthen the next polar word", () => {
    expect(sentiment("Un incidente molto grave").score).toBeLessThan(sentiment("Un incidente grave").score);
  });

  it("reads harm being reduced as good news", () => {
    expect(sentiment("Nuovo farmaco riduce il rischio di tumore").score).toBeGreaterThan(0);
  });

  it("does not mistake 'è successo' (it happened) for a success", () => {
    expect(sentiment("Ecco cosa è successo ieri in città").sentiment).toBe("neutrale");
  });

  it("needs more than one mild word to leave neutral", () => {
    expect(sentiment("Il Comune annuncia una collaborazione con la Regione").sentiment).toBe("neutrale");
  });

  it("reads a title's topic label as background when the rest of the title has news of its own", () => {
    expect(sentiment("Alluvione in Romagna").sentiment).toBe("negativo");
    expect(sentiment("Alluvione in Romagna, stanziati 200 milioni per la ricostruzione").sentiment).toBe("positivo");
    expect(sentiment("Juventus ko a Napoli, la vetta si allontana").sentiment).toBe("negativo");
  });

  it.each([
    ["Omicidio in centro, rinviata l'udienza", "L'imputato è accusato di aver ucciso il vicino dopo una lite."],
    ["Strage del bus, fissata la prima udienza", "Nell'incidente erano morte venti persone."],
    ["Trasporti, cambiano le tariffe", "Il biglietto costa 2 euro, gli abbonamenti restano gratuiti per gli studenti."],
  ])("reads a story about a procedure as neutral: %s", (title, body) => {
    expect(sentiment(title, body).sentiment).toBe("neutrale");
  });

  it("reads a verdict, unlike a procedure, with its tone", () => {
    expect(sentiment("Omicidio in centro, condannato all'ergastolo", "L'uomo aveva ucciso il vicino.").sentiment).toBe("negativo");
  });

  it("reads a trend of a procedure's subject as news", () => {
    expect(sentiment("Trasporti, aumentano le tariffe di bus e metro").sentiment).toBe("negativo");
  });

  it("keeps the score within -1 and 1", () => {
    const extreme = sentiment("Strage, morti, vittime, tragedia, guerra, terrore", "Morti. Vittime. Orrore. Disastro. Strage.");
    expect(extreme.score).toBeGreaterThanOrEqual(-1);
    expect(extreme.score).toBeLessThan(-0.5);
  });
});
