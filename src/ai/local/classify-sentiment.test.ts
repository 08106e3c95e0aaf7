import { describe, expect, it } from "vitest";
import { classifySentiment, sentimentModelWith } from "./classify-sentiment.js";
import { stemTokens } from "./lexicon-index.js";
import { tokenize } from "../../italian/tokenize.js";

function parts(text: string, raw = true) {
  const tokens = tokenize(text);
  return { tokens, stems: stemTokens(tokens), ...(raw ? { text } : {}) };
}

function read(title: string, body = "", raw = true) {
  return classifySentiment({ title: parts(title, raw), body: parts(body, raw) });
}

describe("classifySentiment", () => {
  it.each([
    ["negativo", "@user che schifo questo governo, vergogna"],
    ["negativo", "ennesimo treno in ritardo, sono stufo"],
    ["positivo", "finalmente venerdì! weekend al mare con gli amici"],
    ["positivo", "@user grazie mille, sei stato bravissimo"],
    ["neutrale", "@user a che ora inizia la diretta? http"],
    ["neutrale", "domani riunione in sala consiliare alle 18"],
  ])("reads a tweet as %s: %s", (expected, text) => {
    expect(read("", text).sentiment).toBe(expected);
  });

  it.each([
    ["negativo", "Incidente in tangenziale, muore un motociclista", "Lo schianto all'alba contro un camion."],
    ["negativo", "Terremoto nella notte, crolli e sfollati", "Decine di famiglie hanno dormito in auto."],
    ["positivo", "Firmato l'accordo: salvi 200 posti di lavoro", "Soddisfazione di sindacati e Regione."],
    ["positivo", "Record di iscritti alla maratona cittadina", "Diecimila runner al via domenica."],
    ["neutrale", "Il consiglio comunale discute il bilancio lunedì", "All'ordine del giorno anche le tariffe dei parcheggi."],
    ["neutrale", "Scuola, le iscrizioni aprono il 9 gennaio", "Le domande si presentano online."],
    ["neutrale", "Presentato il nuovo smartphone: in vendita da settembre a 899 euro", "Schermo più grande e tre fotocamere."],
  ])("reads the news event as %s: %s", (expected, title, body) => {
    expect(read(title, body).sentiment).toBe(expected);
  });

  // Issue 26: the event is the news, whatever relief or police work surrounds it.
  it.each([
    ["an arrest", "Arrestato il killer del tabaccaio", "I carabinieri lo hanno preso dopo una settimana di indagini."],
    ["a robbery with no one hurt", "Rapina in tabaccheria, nessun ferito", "I banditi sono fuggiti con l'incasso."],
    ["an earthquake with no one hurt", "Scossa di magnitudo 4.5 nella notte, nessun ferito", "Crepe in alcune case e scuole chiuse."],
    ["a hospital evacuated after a quake", "Dopo il terremoto l'ospedale trasferisce 80 pazienti", "Il reparto è stato evacuato per precauzione."],
    ["a flood with people saved", "Alluvione, salvati con i gommoni gli abitanti del borgo", "L'acqua ha invaso le case al piano terra."],
  ])("reads %s as bad news", (_case, title, body) => {
    expect(read(title, body).sentiment).toBe("negativo");
  });

  // Issue 27: what the reader sees is the headline's event, not the words around it.
  it.each([
    ["not negativo", "a band's name", "Esce il nuovo disco dei Morte Lenta: dieci brani e un tour in primavera", "La band torna con undici canzoni registrate in estate."],
    ["positivo", "a quoted title", "«Una tragedia perfetta» vince il premio del pubblico al festival", "Il film di un regista esordiente ha convinto giuria e spettatori."],
    ["positivo", "what lasted until now", "Dopo dieci anni di abbandono riapre il cinema del quartiere", "La sala è stata restaurata dal Comune con i fondi europei."],
    ["positivo", "an agreement in a drought", "Siccità, le regioni del Nord firmano il patto per l'acqua", "L'intesa prevede nuovi invasi e il riuso delle acque depurate."],
    ["neutrale", "a drill's pretend harm", "Prova di evacuazione al porto: simulato un incendio su un traghetto con feriti", "Coinvolti vigili del fuoco, capitaneria e duecento volontari."],
    ["negativo", "a study that finds pollution", "Nitrati nelle falde, l'analisi: la concentrazione è più alta vicino agli allevamenti", "I tecnici hanno prelevato campioni in quaranta pozzi della pianura."],
  ])("reads as %s the event beside %s", (expected, _case, title, body) => {
    const { sentiment } = read(title, body);
    if (expected === "not negativo") expect(sentiment).not.toBe("negativo");
    else expect(sentiment).toBe(expected);
  });

  it("still reads the lost found as good news: their plight is how the story began", () => {
    expect(read("Ritrovato il bambino scomparso nel bosco: sta bene", "Era uscito di casa ieri pomeriggio.").sentiment).toBe("positivo");
  });

  it("is less sure of a grave event when a post only shares its headline with a link", () => {
    const article = read("Frana in Val d'Aosta, tre morti sotto il fango", "Le vittime erano in auto sulla statale.");
    const post = read("", "Frana in Val d'Aosta, tre morti sotto il fango http");
    expect(article.sentiment).toBe("negativo");
    expect(post.confidence).toBeLessThan(article.confidence - 0.2);
  });

  it("says how sure it is: a plain case more than a mixed one, a text with nothing known a guess", () => {
    const plain = read("Incidente in tangenziale, muore un motociclista");
    const mixed = read("Bella partita ma che delusione il risultato");
    expect(plain.confidence).toBeGreaterThan(mixed.confidence);
    expect(plain.confidence).toBeLessThanOrEqual(1);
    // Nothing known: neutral, with only the margin neutral gets when the lexicon sees no side.
    expect(read("")).toEqual({ sentiment: "neutrale", confidence: 0.427, score: 0 });
  });

  it("turns a negated success around", () => {
    expect(read("Il progetto è un successo").sentiment).toBe("positivo");
    expect(read("Il progetto non è un successo").sentiment).toBe("negativo");
  });

  it("reads emoji and emoticons from the raw text, which the tokens do not carry", () => {
    expect(read("", "Stasera la partita").sentiment).toBe("neutrale");
    expect(read("", "Stasera la partita 😭").score).toBeLessThan(read("", "Stasera la partita").score - 0.1);
    expect(read("", "Stasera la partita 😭😭").sentiment).toBe("negativo");
    expect(read("", "Stasera la partita 😭😭", false).sentiment).toBe("neutrale");
    expect(read("", "Domani si parte :)").score).toBeGreaterThan(read("", "Domani si parte :(").score);
  });

  it("does not let a long body drown the headline", () => {
    // About 60 words of plain reporting under a grave headline.
    const filler = "Sul posto sono arrivati i tecnici della Asl e gli ispettori del lavoro, che hanno raccolto le testimonianze dei colleghi. ".repeat(3);
    expect(read("Strage sul lavoro, tre operai morti nel cantiere", filler).sentiment).toBe("negativo");
  });

  it("learns from added examples (corrections, providers' answers)", () => {
    expect(read("", "zorbo").sentiment).toBe("neutrale");
    const model = sentimentModelWith([
      { text: "che zorbo", sentiment: "negativo" },
      { text: "zorbo totale", sentiment: "negativo" },
    ]);
    expect(classifySentiment({ title: parts(""), body: parts("zorbo") }, model).sentiment).toBe("negativo");
  });
});
