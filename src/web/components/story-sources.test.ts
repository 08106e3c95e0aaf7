import { describe, expect, it } from "vitest";
import { joinNames, otherSourceNames, otherSourcesCount } from "./story-sources";

const source = (source_name: string, id = source_name) => ({ id, source_name, title: `Titolo di ${source_name}` });

describe("otherSourceNames", () => {
  it("names each other publisher once, newest first, leaving out the card's own", () => {
    expect(otherSourceNames("ANSA", [source("Il Post"), source("ANSA", "a2"), source("Rai News"), source("Il Post", "p2")])).toEqual(["Il Post", "Rai News"]);
  });

  it("is empty for a story of one article", () => {
    expect(otherSourceNames("ANSA", [])).toEqual([]);
  });
});

describe("otherSourcesCount", () => {
  it.each([
    [1, "Un'altra fonte"],
    [2, "Altre 2 fonti"],
    [4, "Altre 4 fonti"],
    [10, "Altre 10 fonti"],
  ])("%i reads %s", (count, text) => {
    expect(otherSourcesCount(count)).toBe(text);
  });
});

describe("joinNames", () => {
  it.each([
    [["ANSA"], "ANSA"],
    [["ANSA", "Il Post"], "ANSA e Il Post"],
    [["ANSA", "Il Post", "Rai News"], "ANSA, Il Post e Rai News"],
  ])("%j", (names, text) => {
    expect(joinNames(names)).toBe(text);
  });
});
