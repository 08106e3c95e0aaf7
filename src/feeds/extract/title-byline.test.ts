import { describe, expect, it } from "vitest";
import { articleByline, articleTitle } from "./title-byline.js";

describe("articleTitle", () => {
  it.each([
    ["WordPress en dash", "cosa seminare a marzo – Il Pollice Verde", "Orto sul balcone: cosa seminare a marzo – Il Pollice Verde", ["Orto sul balcone: cosa seminare a marzo"], "Orto sul balcone: cosa seminare a marzo"],
    ["site name first", "Voce di Valle - Sagra del formaggio, trentamila presenze", "Voce di Valle - Sagra del formaggio, trentamila presenze", ["Sagra del formaggio, trentamila presenze"], "Sagra del formaggio, trentamila presenze"],
    ["a logo in <h1> is not the headline", "Il ponte riapre dopo i lavori", "Il ponte riapre dopo i lavori | Il Pollice Verde", ["Il Pollice Verde"], "Il ponte riapre dopo i lavori"],
    ["no heading matches: Readability's", "Il ponte riapre dopo i lavori", "Il ponte riapre dopo i lavori | Il Borgo", [], "Il ponte riapre dopo i lavori"],
    ["no separator: Readability's", "Il ponte riapre", "Il ponte riapre", ["Il ponte riapre"], "Il ponte riapre"],
    ["whitespace collapsed", "  Il ponte\n riapre ", "", [], "Il ponte riapre"],
    ["nothing", null, "", [], null],
  ])("%s", (_name, readability, documentTitle, headings, expected) => {
    expect(articleTitle(readability, documentTitle, headings)).toBe(expected);
  });
});

describe("articleByline", () => {
  it.each([
    ["di Marco Bellini", "Marco Bellini"],
    ["A cura di  Anna Neri", "Anna Neri"],
    ["By Jane Doe", "Jane Doe"],
    ["Redazione Economia Oggi", "Redazione Economia Oggi"],
    ["Dino Di Marco", "Dino Di Marco"],
    ["  ", null],
    [null, null],
  ])("%j -> %j", (byline, expected) => {
    expect(articleByline(byline)).toBe(expected);
  });
});
