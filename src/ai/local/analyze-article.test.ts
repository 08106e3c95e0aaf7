import { describe, expect, it } from "vitest";
import { aiAnswerSchema, countSentences } from "../../shared/ai.js";
import type { ArticleText, CorpusStats } from "../types.js";
import { analyzeArticleLocally } from "./analyze-article.js";
import { buildCorpusStats } from "./corpus-stats.js";

const NO_CORPUS: CorpusStats = { documents: 0, documentFrequency: new Map() };

const ARTICLE: ArticleText = {
  title: "Incendio in un capannone a Prato, evacuate venti famiglie",
  source_name: "Il Quotidiano",
  text:
    "Un vasto incendio è divampato nella notte in un capannone industriale alla periferia di Prato. Le fiamme hanno avvolto il " +
    "deposito di tessuti e una densa colonna di fumo nero si è alzata sulla zona. I vigili del fuoco sono intervenuti con sei " +
    "squadre e hanno lavorato fino all'alba per spegnere il rogo. Leggi anche: come difendersi dal fumo in casa. Per precauzione " +
    "venti famiglie sono state evacuate dalle abitazioni vicine. Il sindaco Matteo Biffoni ha invitato i residenti a tenere le " +
    "finestre chiuse. Sulle cause indagano i carabinieri e la procura di Prato.",
};

function words(count: number): string {
  const pool = ARTICLE.text.split(" ");
  return Array.from({ length: count }, (_, index) => pool[index % pool.length]).join(" ");
}

describe("analyzeArticleLocally", () => {
  it.each<[string, ArticleText]>([
    ["a title with no text", { title: "Il governo approva la manovra", source_name: "ANSA", text: "" }],
    ["nothing at all", { title: "", source_name: "", text: "" }],
    ["only whitespace", { title: "  \n ", source_name: " ", text: "\t\n  " }],
    ["one sentence", { title: "Breve", source_name: "ANSA", text: "Il Consiglio dei ministri ha approvato il decreto sul lavoro." }],
    ["English text", { title: "Apple unveils a new iPhone", source_name: "The Verge", text: "Apple on Tuesday unveiled the new iPhone with a faster chip. The company said it will ship next month." }],
    ["numbers and punctuation", { title: "1234 !!! ???", source_name: "x", text: "12,5% 3.000 — 45 / 77 ... !!! 2024-2025 +++ 0,1 1.2.3.4 ?!?!" }],
    ["a 5,000-word article", { title: ARTICLE.title, source_name: "ANSA", text: words(5000) }],
    ["a huge title", { title: "Titolo ".repeat(400), source_name: "ANSA", text: "" }],
    ["a sentence without spaces", { title: "X", source_name: "", text: "a".repeat(2000) }],
    ["abbreviations everywhere", { title: "Il dott. Rossi", source_name: "", text: "Il dott. Rossi, il prof. Bianchi, l'avv. Verdi, l'on. Neri, il sen. Gialli e l'ing. Blu. S.p.A. e S.r.l. ecc. ecc. ecc." }],
    ["emoji and symbols", { title: "🔥🔥 Notizia 🔥", source_name: "📰", text: "😀 Che giornata! 🎉 La squadra ha vinto la finale 3-1 davanti a 50mila tifosi 🏆." }],
    ["all capitals", { title: "ULTIM'ORA: TERREMOTO AL SUD", source_name: "", text: "UNA SCOSSA DI MAGNITUDO 4.2 È STATA AVVERTITA NELLA NOTTE. NON CI SONO DANNI." }],
    ["very long words", { title: "x".repeat(200), source_name: "y".repeat(200), text: `${"z".repeat(100)} ${"w".repeat(100)}.` }],
    ["letters that grow when lower-cased", { title: "İstanbul", source_name: "", text: "İSTANBUL ospita il vertice. La Turchia di Erdogan accoglie i leader europei a İstanbul per parlare di Ucraina." }],
    ["markup leftovers", { title: "<b>Titolo</b>", source_name: "", text: "&nbsp; <p>Testo</p> &amp; altro testo ancora qui presente." }],
  ])("answers within the schema for %s", (_case, article) => {
    const answer = analyzeArticleLocally(article, NO_CORPUS);
    expect(() => aiAnswerSchema.parse(answer)).not.toThrow();
  });

  it("is deterministic", () => {
    const stats = buildCorpusStats([ARTICLE.text, "Il governo approva la manovra.", "La Juventus vince il derby."]);
    const first = analyzeArticleLocally(ARTICLE, stats);
    for (let run = 0; run < 3; run++) expect(analyzeArticleLocally(ARTICLE, stats)).toEqual(first);
  });

  it("reads a realistic article", () => {
    const answer = analyzeArticleLocally(ARTICLE, NO_CORPUS);
    expect(answer.category).toBe("cronaca");
    expect(answer.sentiment).toBe("negativo");
    expect(answer.summary).toContain("Un vasto incendio è divampato");
    expect(answer.summary).not.toContain("Leggi anche");
    expect(countSentences(answer.summary)).toBeGreaterThanOrEqual(2);
    expect(answer.keywords).toEqual(expect.arrayContaining(["incendio", "capannone", "Prato"]));
    expect(answer.tags).toEqual(expect.arrayContaining(["Prato", "Matteo Biffoni"]));
    expect(answer.confidence).toBeGreaterThan(0.5);
  });

  it("summarises a title-only article with its title", () => {
    const answer = analyzeArticleLocally({ title: "Il governo approva la manovra", source_name: "ANSA", text: "" }, NO_CORPUS);
    expect(answer.summary).toBe("Il governo approva la manovra");
    expect(answer.category).toBe("politica");
  });

  it("pads keywords from the title and the category, and tags from the keywords", () => {
    const answer = analyzeArticleLocally({ title: "Manovra", source_name: "", text: "" }, NO_CORPUS);
    expect(answer.keywords).toEqual(["manovra", "politica", "notizie"]);
    expect(answer.tags).toEqual(["manovra", "politica"]);
  });

  it("pads an empty article to the minimums", () => {
    const answer = analyzeArticleLocally({ title: "", source_name: "", text: "" }, NO_CORPUS);
    expect(answer.summary.length).toBeGreaterThan(0);
    expect(answer.category).toBe("cronaca");
    expect(answer.keywords).toHaveLength(3);
    expect(answer.tags).toHaveLength(2);
    expect(answer.confidence).toBeLessThan(0.3);
  });

  it("never repeats a keyword or a tag", () => {
    const answer = analyzeArticleLocally({ title: "Roma Roma Roma", source_name: "Roma", text: "Roma. Roma, Roma! Roma?" }, NO_CORPUS);
    expect(new Set(answer.keywords.map((term) => term.toLowerCase())).size).toBe(answer.keywords.length);
    expect(new Set(answer.tags.map((term) => term.toLowerCase())).size).toBe(answer.tags.length);
  });

  it("answers within the schema on a long article and on hostile text (speed is bench/enrich's job)", () => {
    expect(() => aiAnswerSchema.parse(analyzeArticleLocally({ ...ARTICLE, text: words(1000) }, NO_CORPUS))).not.toThrow();
    const hostile = { title: "A. ".repeat(5_000), source_name: "", text: `${"G. ".repeat(30_000)}${"l'A".repeat(30_000)}` };
    expect(() => aiAnswerSchema.parse(analyzeArticleLocally(hostile, NO_CORPUS))).not.toThrow();
  });
});
