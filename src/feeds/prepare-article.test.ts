import { describe, expect, it } from "vitest";
import type { Fetcher } from "./fetch/fetcher.js";
import { prepareArticle } from "./prepare-article.js";
import type { ParsedItem } from "./types.js";

// Without scraping, preparing an item asks nothing of the network.
const noFetcher: Fetcher = {
  fetch: () => Promise.reject(new Error("not called")),
  close: () => Promise.resolve(),
};
const NOW = new Date("2026-11-21T12:00:00Z");
const item: ParsedItem = {
  guid: "1",
  title: "Titolo",
  link: "https://valdoria.example/articolo",
  summary: "Adesione ancora bassa\n\nIl problema principale resta la partecipazione.",
  publishedAt: NOW,
  image: null,
  categories: [],
};

describe("prepareArticle", () => {
  it.each([
    ["a title in one line", "Screening del colon", "Screening del colon"],
    ["a title whose markup held two blocks, in one line", "Screening del colon:\n\nlettere in arrivo", "Screening del colon: lettere in arrivo"],
    ["no title: the first words of the text, in one line", "  ", "Adesione ancora bassa Il problema principale resta la partecipazione."],
  ])("stores %s", async (_case, title, expected) => {
    const article = await prepareArticle(noFetcher, { ...item, title }, { scrape: false, now: NOW });
    expect(article?.title).toBe(expected);
  });

  it("stores the feed's text with its paragraphs", async () => {
    const article = await prepareArticle(noFetcher, item, { scrape: false, now: NOW });
    expect(article?.content_original).toBe(item.summary);
  });
});
