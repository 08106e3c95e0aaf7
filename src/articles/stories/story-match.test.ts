import { describe, expect, it } from "vitest";
import { probeTerms, SAME_STORY_THRESHOLD, storySimilarity, type TermFrequencies } from "./story-match.js";
import { storyTerms } from "./story-terms.js";

/** Two thousand recent articles, none of which holds these terms: every one is as rare as can be. */
const QUIET_WEEK: TermFrequencies = { documents: 2000, frequency: new Map() };

describe("storySimilarity", () => {
  it("does not join two events that share only one rare word, however rare", () => {
    const fire = storyTerms("Zqxvaltro: incendio nel bosco", "Le fiamme hanno raggiunto le prime case.");
    const fair = storyTerms("Zqxvaltro: apre la sagra delle castagne", "Stand e musica in piazza fino a domenica.");
    expect(storySimilarity(fire, fair, QUIET_WEEK)).toBe(0);
  });

  it("joins two reports of one event told in other words", () => {
    const first = storyTerms("Zqxvaltro, incendio nel bosco: evacuate venti famiglie", "Le fiamme partite dal bosco di Zqxvaltro hanno raggiunto le case.");
    const second = storyTerms("Incendio a Zqxvaltro, venti famiglie lasciano le case", "Il bosco brucia da ieri sera: le fiamme vicino alle case.");
    expect(storySimilarity(first, second, QUIET_WEEK)).toBeGreaterThan(SAME_STORY_THRESHOLD);
  });

  it("reads a title's marks (its day, whom it quotes) without comparing them as terms", () => {
    const strike = storyTerms("Zqxvaltro, Rossi: «Sciopero venerdì 27 novembre»", "Treni fermi in tutta la valle.");
    expect(strike).toEqual(expect.arrayContaining(["@day:venerdì", "@day:27", "@said:rossi"]));
    const report = storyTerms("Sciopero a Zqxvaltro, Rossi: «Venerdì 27 novembre treni fermi»", "Sciopero dei treni in tutta la valle.");
    const unmarked = (terms: string[]) => terms.filter((term) => !term.startsWith("@"));
    expect(storySimilarity(strike, report, QUIET_WEEK)).toBeGreaterThan(0);
    expect(storySimilarity(strike, report, QUIET_WEEK)).toBe(storySimilarity(unmarked(strike), unmarked(report), QUIET_WEEK));
    expect(probeTerms(strike, { documents: 2000, frequency: new Map(strike.map((term) => [term, 1])) }).some((term) => term.startsWith("@"))).toBe(false);
  });
});
