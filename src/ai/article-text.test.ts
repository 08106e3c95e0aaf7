import { describe, expect, it } from "vitest";
import type { ClaimedArticle } from "../articles/lifecycle/index.js";
import { articleText, paragraphsAsSentences } from "./article-text.js";

describe("paragraphsAsSentences", () => {
  it.each([
    ["a heading left out", "Il bilancio è stato approvato.\n\nI prossimi passaggi\n\nIl bilancio sarà ora trasmesso alla Corte dei conti.", "Il bilancio è stato approvato.\n\nIl bilancio sarà ora trasmesso alla Corte dei conti."],
    ["a kicker, a byline and a date left out", "CULTURA\n\ndi Elena Marchetti\n\n8 febbraio 2024\n\nRiapre il teatro.", "Riapre il teatro."],
    [
      "a standfirst without a stop ending its sentence",
      "Restaurati il soffitto affrescato e i palchi; la prima stagione sarà dedicata alla musica da camera\n\nDopo tre anni riapre il teatro.",
      "Restaurati il soffitto affrescato e i palchi; la prima stagione sarà dedicata alla musica da camera.\n\nDopo tre anni riapre il teatro.",
    ],
    ["a paragraph leading into a list kept as it is", "Ecco le novità:\n\nIl bonus sale a 500 euro.", "Ecco le novità:\n\nIl bonus sale a 500 euro."],
    ["a closing quotation's stop kept", "«Non mollo», ha detto il sindaco ai cronisti.»\n\nPoi è uscito.", "«Non mollo», ha detto il sindaco ai cronisti.»\n\nPoi è uscito."],
    [
      "the last paragraph keeps its end, an excerpt's cut",
      "Il sindaco ha parlato.\n\nLe violenze nella tarda serata di ieri quando i carabinieri della stazione di Torvaianica sono arrivati in",
      "Il sindaco ha parlato.\n\nLe violenze nella tarda serata di ieri quando i carabinieri della stazione di Torvaianica sono arrivati in",
    ],
    ["one paragraph as it is", "Testo senza punto finale", "Testo senza punto finale"],
    ["only headings, each ended", "Le tappe\n\nDove dormire", "Le tappe.\n\nDove dormire."],
  ])("%s", (_case, text, expected) => {
    expect(paragraphsAsSentences(text)).toBe(expected);
  });
});

describe("articleText", () => {
  const article: ClaimedArticle = {
    id: "a",
    title: "Screening del colon",
    source_name: "Salute Oggi",
    content_original: "Adesione ancora bassa\n\nIl problema principale resta la partecipazione.",
    content_summary: null,
    source_url: "https://salute.example/screening",
    source_categories: ["salute"],
    feed_name: "Salute Oggi",
    feed_default_category: "salute",
    feed_summary_max_chars: null,
    tdm_reserved: false,
    published_at: new Date("2026-11-21T08:00:00Z"),
  };

  it("gives analyzers the stored text's sentences, with what the feed says", () => {
    expect(articleText(article)).toEqual({
      title: "Screening del colon",
      source_name: "Salute Oggi",
      text: "Il problema principale resta la partecipazione.",
      signals: { itemCategories: ["salute"], url: "https://salute.example/screening", feedName: "Salute Oggi", defaultCategory: "salute" },
    });
  });

  it("falls back on the summary when no text is stored", () => {
    expect(articleText({ ...article, content_original: " ", content_summary: "Il testo del feed." }).text).toBe("Il testo del feed.");
  });
});
