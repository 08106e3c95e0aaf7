import { describe, expect, it } from "vitest";
import { hasMojibake, repairMojibake } from "./mojibake.js";

describe("repairMojibake", () => {
  it.each([
    ["accented letters", "Calciomercato Lazio, c'Ã¨ l'accordo", "Calciomercato Lazio, c'è l'accordo"],
    ["all the Italian vowels", "perchÃ© cosÃ¬ piÃ¹ puÃ² ciÃ²", "perché così più può ciò"],
    ["typographic quotes and apostrophes", "al â€œSalotto Teatraleâ€\u009D, lâ€™alternativa", "al “Salotto Teatrale”, l’alternativa"],
    ["a closing quote whose last byte was dropped", "al â€œSalottoâ€ e poi", "al “Salotto” e poi"],
    ["à before its no-break space", "ComunitÃ\u00A0di Sant'Egidio", "Comunitàdi Sant'Egidio"],
    ["à whose no-break space became a space", "ComunitÃ di Sant'Egidio e cittÃ", "Comunità di Sant'Egidio e città"],
    ["à before punctuation once its no-break space became a space", "la cittÃ . La mentalitÃ ” e la qualitÃ , poi", "la città. La mentalità” e la qualità, poi"],
    ["à before a closing quote", "la mentalitÃ\u00A0”", "la mentalità”"],
    ["a no-break space shown as Â", "LaÂ\u00A0Roma", "La\u00A0Roma"],
    ["a collapsed Â before a space", "intervieneÂ in occasione", "interviene in occasione"],
    ["capital È and Latin Extended letters", "Ãˆ un grande calciatore, DekiÄ‡", "È un grande calciatore, Dekić"],
    ["the euro sign and an ellipsis", "costa 5 â‚¬â€¦", "costa 5 €…"],
    ["an emoji", "Forza Roma ðŸ˜€", "Forza Roma 😀"],
    ["a replacement character read as Latin-1", "S.P.A. ï¿½ FOR PERSONAL USE", "S.P.A. \uFFFD FOR PERSONAL USE"],
  ])("repairs %s", (_case, input, expected) => {
    expect(repairMojibake(input)).toBe(expected);
    expect(hasMojibake(repairMojibake(input))).toBe(false);
  });

  it.each([
    ["Italian", "La città è più bella perché così può crescere: È vero, l’Italia «cresce»…"],
    ["Portuguese", "São Paulo, SÃO PAULO e Ãgua não são mojibake"],
    ["French", "Le château, la bâtisse, l’âme et «â» entre guillemets"],
    ["German", "Die Straße» und Ärger"],
    ["a sign after an accent", "perché…» no, così° e è¿ non sono testo doppio"],
    ["capital accents before punctuation", "PERCHÈ” E COSÌ… PERÒ… È’ CITTÀ–"],
    ["an accent before a closing quote", "la mentalità” e la città’"],
    ["symbols", "© 2024 ® ™ ± ° € £ ¥ § ¶"],
    ["plain ASCII", "Roma, traffico in tilt"],
  ])("leaves correct %s text unchanged", (_case, text) => {
    expect(repairMojibake(text)).toBe(text);
  });

  it("repairs a field with both correct and double-encoded characters", () => {
    expect(repairMojibake("È già qui: lâ€™Italia Ã¨ pronta")).toBe("È già qui: l’Italia è pronta");
  });

  it("returns the very same string when there is nothing to repair", () => {
    const text = "Città, è, perché: testo corretto. ".repeat(1000);
    expect(repairMojibake(text)).toBe(text);
  });
});
