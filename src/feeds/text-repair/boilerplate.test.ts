import { describe, expect, it } from "vitest";
import { dropBoilerplate } from "./boilerplate.js";

const TEXT = "Il sindaco ha inaugurato il nuovo parco in via Garibaldi.";

describe("dropBoilerplate on one-line feed text", () => {
  it.each([
    ["WordPress's Italian footer", `${TEXT} L’articolo Nuovo parco: “si apre oggi” proviene da Corriere di Valdoria.`],
    ["WordPress's older Italian footer", `${TEXT} L'articolo Nuovo parco in via Garibaldi sembra essere il primo su Romanews.`],
    ["WordPress's English footer", `${TEXT} The post New park opens appeared first on Valdoria News.`],
    ["a footer after a word in capitals", TEXT.replace(".", " IN DIRETTA") + " L'articolo Parco sembra essere il primo su Romanews.", TEXT.replace(".", " IN DIRETTA")],
    ["Continua a leggere", `${TEXT} Continua a leggere su Cronache dal Mondo.`],
    ["Leggi tutto", `${TEXT} Leggi tutto`],
    ["WordPress's English “continue reading” link", `${TEXT} Continue reading “New park opens” →`],
    ["a call to action in capitals", `${TEXT} CLICCA QUI PER CONTINUARE A LEGGERE`],
    ["Leggi anche with a related title", `${TEXT} Leggi anche: Cantieri in centro, le strade chiuse`],
    ["Potrebbe interessarti with a related title", `${TEXT} Potrebbe interessarti: Cantieri in centro, le strade chiuse`],
    ["an agency's closing mark", `${TEXT} (ANSA).`],
    ["share links", `${TEXT} Condividi su Facebook Condividi su WhatsApp`],
    ["a subscribe line", `${TEXT} Iscriviti alla nostra newsletter per restare aggiornato`],
    ["a follow line", `${TEXT} Seguici su Telegram`],
    ["the copyright line", `${TEXT} © Riproduzione riservata`],
    ["the copyright line in capitals", `${TEXT} RIPRODUZIONE RISERVATA ©`],
    ["an iframe's message for old browsers", `${TEXT} Il tuo browser non supporta gli iframe.`],
    ["a chain of tails", `${TEXT} [&hellip;] L'articolo Parco proviene da Valdoria. Condividi su Facebook`, `${TEXT}…`],
  ])("removes %s", (_case, input, expected = TEXT) => {
    expect(dropBoilerplate(input)).toBe(expected);
  });

  it.each([
    ["[…]", "Il consiglio ha approvato il bilancio […]"],
    ["[...]", "Il consiglio ha approvato il bilancio [...]"],
  ])("turns the cut mark %s into an ellipsis", (_case, input) => {
    expect(dropBoilerplate(input)).toBe("Il consiglio ha approvato il bilancio…");
  });

  it.each([
    ["a sentence that uses “leggi”", "Il Parlamento discute nuove leggi sul lavoro: leggi tutto il testo nel decreto."],
    ["“Leggi anche” followed by more sentences", "Leggi anche le note. Il decreto entra in vigore domani. Le scuole riaprono lunedì e i sindacati protestano."],
    ["a sentence about sharing", "Il sindaco ha detto: condividi su Facebook le foto del parco, saranno esposte in comune."],
    ["“l'articolo” in a sentence", "Secondo l'articolo 21 della Costituzione, la stampa proviene da una lunga tradizione di libertà."],
    ["a title that starts like a call to action", "Continua a leggere i libri: il 60% degli italiani legge ogni mese"],
    ["the word riproduzione", "La riproduzione riservata agli animali del Bioparco è un successo."],
    ["a sentence where something could interest", "Il sindaco ha detto che il progetto potrebbe interessarti anche se abiti fuori città."],
  ])("keeps %s", (_case, text) => {
    expect(dropBoilerplate(text)).toBe(text);
  });

  it("returns an empty text when all of it was boilerplate", () => {
    expect(dropBoilerplate("L'articolo Parco proviene da Valdoria.")).toBe("");
  });
});

describe("dropBoilerplate on page text with paragraphs", () => {
  it("drops boilerplate paragraphs and keeps the others in order", () => {
    const page = [
      "Il consiglio comunale ha approvato il bilancio.",
      "Leggi anche: Tasse, cosa cambia nel 2027",
      "La seduta è durata quattro ore.",
      "Condividi su Facebook · Condividi su WhatsApp",
      "© Riproduzione riservata",
    ].join("\n\n");
    expect(dropBoilerplate(page)).toBe("Il consiglio comunale ha approvato il bilancio.\n\nLa seduta è durata quattro ore.");
  });

  it("drops captions and photo credits standing as paragraphs, and an agency's marks", () => {
    const page = [
      "Foto: Marco Sala",
      "(ANSA) - ROMA, 21 NOV - Il consiglio comunale ha approvato il bilancio.",
      "Nella foto: l'aula del consiglio durante il voto",
      "La seduta è durata quattro ore (ANSA).",
      "© Getty Images",
    ].join("\n\n");
    expect(dropBoilerplate(page)).toBe("Il consiglio comunale ha approvato il bilancio.\n\nLa seduta è durata quattro ore.");
  });

  it("drops the heading of a related-articles box", () => {
    expect(dropBoilerplate("La seduta è durata quattro ore.\n\nTi potrebbe interessare")).toBe("La seduta è durata quattro ore.");
  });

  it("keeps a paragraph that only mentions a boilerplate word", () => {
    const page = "Segui la diretta del consiglio.\n\nLe leggi regionali cambiano.";
    expect(dropBoilerplate(page)).toBe(page);
  });
});
