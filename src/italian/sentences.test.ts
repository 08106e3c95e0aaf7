import { describe, expect, it } from "vitest";
import { splitSentences } from "./sentences.js";

describe("splitSentences", () => {
  it.each([
    ["plain sentences", "Il governo cade. Si vota a giugno! Chi vincerà?", ["Il governo cade.", "Si vota a giugno!", "Chi vincerà?"]],
    ["a quotation closing a sentence", "«Non mollo», ha detto. «Mai.» Poi è uscito.", ["«Non mollo», ha detto.", "«Mai.»", "Poi è uscito."]],
    ["titles are not ends", "Lo ha detto il dott. Rossi al prof. Bianchi. Poi basta.", ["Lo ha detto il dott. Rossi al prof. Bianchi.", "Poi basta."]],
    ["initials are not ends", "Lo scrisse G. Verdi nel 1850. Fine.", ["Lo scrisse G. Verdi nel 1850.", "Fine."]],
    ["dotted acronyms are not ends", "La Fiat S.p.A. Torino vende. Bene.", ["La Fiat S.p.A. Torino vende.", "Bene."]],
    ["decimals and lower-case continuations stay", "Il Pil cresce dello 0.5 per cento. e poi", ["Il Pil cresce dello 0.5 per cento. e poi"]],
    ["a final fragment without a stop", "Prima frase. Seconda senza punto", ["Prima frase.", "Seconda senza punto"]],
    ["numbers opening a sentence", "Il bilancio è pesante. 12 i feriti.", ["Il bilancio è pesante.", "12 i feriti."]],
    ["nothing", "   ", []],
  ])("%s", (_case, text, expected) => {
    expect(splitSentences(text)).toEqual(expected);
  });
});
