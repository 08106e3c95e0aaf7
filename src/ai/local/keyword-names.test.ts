import { describe, expect, it } from "vitest";
import type { CorpusStats } from "../types.js";
import { analyzeArticleLocally } from "./analyze-article.js";
import { keywordsWithNames } from "./keyword-names.js";

const NO_CORPUS: CorpusStats = { documents: 0, documentFrequency: new Map() };

describe("keywordsWithNames", () => {
  const text =
    "La scossa con epicentro a Borgo San Lio ha svegliato Valdoria. L'ospedale di Valdoria ha trasferito 80 pazienti. " +
    "A Borgo San Lio la Croce Rossa ha montato le tende.";

  it("drops a word of a name the tags show and writes a name with its capital", () => {
    const names = ["Borgo San Lio", "Valdoria", "Croce Rossa"];
    expect(keywordsWithNames(["ospedale", "scossa", "lio", "san", "valdoria"], names, names, [text])).toEqual(["ospedale", "scossa", "Valdoria"]);
  });

  it("turns a word of a name the tags do not show into that name", () => {
    expect(keywordsWithNames(["lio"], ["Borgo San Lio"], [], [text])).toEqual(["Borgo San Lio"]);
  });

  it("drops a common word of a name the tags show, keeps it otherwise", () => {
    const theatre = "Al Teatro Comunale debutta la commedia. Il teatro era pieno.";
    expect(keywordsWithNames(["teatro", "commedia"], ["Teatro Comunale"], ["Teatro Comunale"], [theatre])).toEqual(["commedia"]);
    expect(keywordsWithNames(["teatro", "commedia"], ["Teatro Comunale"], [], [theatre])).toEqual(["teatro", "commedia"]);
  });

  it("reads the words of a quoted title as the title's, not as common words", () => {
    const play = "«Il giardino d'inverno» debutta. Il pubblico di «Il giardino d'inverno» ha applaudito.";
    const names = ["Il giardino d'inverno"];
    expect(keywordsWithNames(["giardino", "inverno", "pubblico"], names, names, [play])).toEqual(["pubblico"]);
  });

  it("capitalises a word only ever written with a capital that no Italian dictionary knows", () => {
    expect(keywordsWithNames(["bruxelles", "accordo"], [], [], ["Bruxelles, accordo sui treni. Bruxelles esulta."])).toEqual(["Bruxelles", "accordo"]);
  });
});

describe("keywords beside the tags of an article", () => {
  it("shows no fragment of a name and no name in lower case (the earthquake article of issue 27)", () => {
    const answer = analyzeArticleLocally(
      {
        title: "Dopo la scossa di magnitudo 4.6 l'ospedale di Valdoria trasferisce 80 pazienti per precauzione",
        source_name: "Salute Oggi",
        text:
          "Il terremoto di magnitudo 4.6 che ha colpito la provincia di Valdoria, con epicentro a Borgo San Lio, ha costretto " +
          "l'ospedale civile a una notte di lavoro straordinario. Ottanta pazienti sono stati trasferiti per precauzione. " +
          "I volontari della Croce Rossa hanno aiutato il personale. A Borgo San Lio i tecnici hanno controllato gli intonaci " +
          "delle scuole. La direzione dell'Asl di Valdoria spiega che il reparto riaprirà dopo le verifiche. " +
          "Nessun danno alle strutture portanti dell'ospedale di Valdoria, dove gli intonaci caduti sono già stati rimossi.",
      },
      NO_CORPUS,
    );
    const chips = [...answer.keywords, ...answer.tags];
    expect(chips).toContain("Borgo San Lio");
    expect(chips.map((chip) => chip.toLowerCase())).not.toContain("lio");
    expect(chips).not.toContain("valdoria");
    expect(chips).toContain("Valdoria");
  });
});
