import { describe, expect, it } from "vitest";
import { CATEGORIES, type Category } from "../../shared/constants.js";
import { scoreByLexicon as classifyCategory } from "./lexicon-category.js";
import { stemTokens } from "./lexicon-index.js";
import { tokenize } from "../../italian/tokenize.js";

function parts(text: string) {
  const tokens = tokenize(text);
  return { tokens, stems: stemTokens(tokens) };
}

function classify(title: string, body = "", source = "") {
  return classifyCategory({ title: parts(title), body: parts(body), source: parts(source) });
}

describe("classifyCategory", () => {
  it.each([
    ["politica", "Legge di bilancio, il governo pone la fiducia alla Camera", "Il ministro Giorgetti difende la manovra. Le opposizioni annunciano battaglia in Senato."],
    ["cronaca", "Rapina in villa, arrestati tre uomini dai carabinieri", "I malviventi avevano legato i proprietari. La procura di Bergamo ha aperto un'inchiesta."],
    ["internazionale", "Ucraina, nuovi raid russi su Kharkiv", "Il Cremlino respinge la proposta di tregua mentre Zelensky chiede più difesa aerea alla Nato."],
    ["economia", "Borsa, Piazza Affari chiude in rialzo con le banche", "Lo spread tra Btp e Bund scende a 110 punti. Bene Unicredit e Intesa Sanpaolo."],
    ["sport", "Serie A, l'Inter batte la Juventus nel derby d'Italia", "Doppietta di Lautaro, l'allenatore nerazzurro elogia la squadra. In classifica i nerazzurri allungano."],
    ["salute", "Influenza, boom di casi: medici di famiglia sotto pressione", "I pazienti con febbre e sintomi respiratori affollano gli ambulatori. Il vaccino resta la prima forma di prevenzione."],
    ["scienza", "Un telescopio dell'Inaf osserva una galassia lontanissima", "Gli astronomi hanno misurato la luce emessa 13 miliardi di anni fa. Lo studio è pubblicato su Nature."],
    ["tecnologia", "Intelligenza artificiale, Google presenta il nuovo chatbot", "Il modello linguistico sarà integrato nello smartphone Android e nel browser Chrome."],
    ["ambiente", "Smog, a Milano superati i limiti delle polveri sottili", "Legambiente chiede misure contro l'inquinamento e più mobilità sostenibile."],
    ["cultura", "Agli Uffizi una mostra su Botticelli", "Il museo espone trenta dipinti restaurati. Il catalogo è pubblicato da una casa editrice fiorentina."],
    ["intrattenimento", "Sanremo, i cantanti in gara e le canzoni", "Il conduttore ha svelato la scaletta della prima serata su Rai 1. Attesi ascolti record."],
    ["viaggi", "Vacanze in montagna: i borghi più belli delle Dolomiti", "Itinerari di trekking, rifugi e hotel con vista. Le prenotazioni per l'estate sono già aperte."],
  ])("reads %s", (category, title, body) => {
    expect(classify(title, body).category).toBe(category);
  });

  it.each([
    ["politica", "Il partito sceglie il candidato per le elezioni"],
    ["sport", "La partita finisce in pareggio dopo i rigori"],
  ])("tells partito from partita: %s", (category, title) => {
    expect(classify(title).category).toBe(category);
  });

  it("counts the title more than the body", () => {
    const body = "Il ministro ha parlato del governo.";
    expect(classify("Gol e rigore nel finale della partita", body).category).toBe("sport");
  });

  it("counts the source's name as a hint", () => {
    const text = "Ecco le pagelle di ieri sera.";
    expect(classify("Le pagelle", text, "Gazzetta dello Sport").category).toBe("sport");
  });

  it("files elections abroad under internazionale, Italian ones under politica", () => {
    const foreign = classify("Elezioni in Germania, i sondaggi premiano la Cdu", "Il cancelliere tedesco cerca una coalizione a Berlino dopo il voto.");
    const domestic = classify("Elezioni, Meloni e Schlein a confronto", "Il voto è un test per il governo e per il Pd. Intanto in Germania la Cdu vince.");
    expect(foreign.category).toBe("internazionale");
    expect(domestic.category).toBe("politica");
  });

  it("files disasters abroad under internazionale, Italian ones under cronaca", () => {
    const foreign = classify("Terremoto in Turchia, centinaia di morti", "La scossa ha distrutto interi quartieri vicino al confine con la Siria.");
    const domestic = classify("Terremoto in Calabria, paura a Cosenza", "I vigili del fuoco verificano i danni agli edifici. Non ci sono feriti.");
    expect(foreign.category).toBe("internazionale");
    expect(domestic.category).toBe("cronaca");
  });

  it.each([
    ["a foreign economy", "Germania, il Pil cala per il secondo trimestre", "L'industria tedesca soffre e a Berlino il governo prepara aiuti alle imprese."],
    ["a health campaign abroad", "Kenya, vaccini gratis per due milioni di bambini", "Il ministero della Salute di Nairobi avvia la campagna con l'Oms."],
    ["an election abroad", "Perù, ballottaggio tra due candidati", "Gli elettori peruviani tornano alle urne a Lima."],
  ])("files %s under internazionale", (_case, title, body) => {
    expect(classify(title, body).category).toBe("internazionale");
  });

  it.each([
    ["economia", "an Italian company abroad", "Stellantis, vendite in calo negli Stati Uniti", "A Piazza Affari il titolo perde il 3%."],
    ["sport", "an Italian athlete abroad", "Sinner vince a Shanghai", "L'azzurro batte Djokovic in finale e conquista il titolo."],
    ["viaggi", "a holiday abroad", "Vacanze in Grecia: le isole più belle", "Spiagge, itinerari e traghetti per l'estate."],
    ["cronaca", "a foreigner in Italy", "Turista tedesca aggredita a Rimini", "I carabinieri cercano l'aggressore."],
  ])("keeps %s (%s) in its section", (category, _case, title, body) => {
    expect(classify(title, body).category).toBe(category);
  });

  it.each([
    ["ambiente", "a landfill in court", "Discarica, il Tar blocca l'ampliamento", "I giudici accolgono il ricorso dei comitati contro i rifiuti."],
    ["ambiente", "a glacier", "Il ghiacciaio perde 30 metri", "Le guide alpine e i glaciologi documentano lo scioglimento."],
    ["ambiente", "turtles on a beach", "Nidi di Caretta caretta sulla spiaggia", "I volontari proteggono le uova fino alla schiusa."],
    ["ambiente", "a diesel ban", "Stop ai diesel Euro 5 da lunedì", "Il blocco del traffico scatta per lo smog."],
  ])("files under %s %s", (category, _case, title, body) => {
    expect(classify(title, body).category).toBe(category);
  });

  it.each([
    ["sport", "golf", "Il golfo al tramonto"],
    ["cultura", "Monet", "La moneta unica compie venticinque anni"],
    ["cronaca", "tir", "Il tiro della sorte"],
  ])("does not read a word as a %s term it only shares a stem with (%s)", (category, _term, title) => {
    expect(classify(title).scores[CATEGORIES.indexOf(category as Category)]).toBe(0);
  });

  it("falls back to cronaca with a low confidence when nothing is recognised", () => {
    const result = classify("Xyz", "Blorf zank quiv plimo.");
    expect(result.category).toBe("cronaca");
    expect(result.confidence).toBeLessThan(0.3);
  });

  it("is not confident on one faint clue", () => {
    expect(classify("Xyz", "Blorf zank quiv plimo con il cuore.").confidence).toBeLessThan(0.4);
  });

  it("is more confident when one category clearly leads", () => {
    const clear = classify("Serie A, la Juventus vince il derby con un gol", "Il portiere para un rigore, lo stadio esulta, l'allenatore festeggia.");
    const mixed = classify("Il governo e lo stadio", "Il sindaco parla del nuovo stadio della squadra con il ministro.");
    expect(clear.confidence).toBeGreaterThan(0.7);
    expect(clear.confidence).toBeGreaterThan(mixed.confidence);
    for (const result of [clear, mixed]) {
      expect(result.confidence).toBeGreaterThanOrEqual(0);
      expect(result.confidence).toBeLessThanOrEqual(1);
    }
  });
});
