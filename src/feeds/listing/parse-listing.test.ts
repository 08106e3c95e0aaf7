import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ListingSelectors } from "../../shared/listing-selectors.js";
import { FeedError, type FetchedDocument } from "../types.js";
import { checkListingSelectors } from "./listing-selectors.js";
import { parseListingDate } from "./listing-date.js";
import { parseListing } from "./parse-listing.js";

const PAGE_URL = "https://comune-valdorso.example/notizie";
const NOW = new Date("2026-11-30T12:00:00Z");
const page = (html: string | Uint8Array, url = PAGE_URL): FetchedDocument => ({
  notModified: false,
  url,
  status: 200,
  body: typeof html === "string" ? new TextEncoder().encode(html) : html,
  contentType: "text/html; charset=utf-8",
  validators: {},
});
const fixture = page(readFileSync(new URL("../../../tests/fixtures/pages/listings/elenco-senza-feed.html", import.meta.url)));
const SELECTORS: ListingSelectors = { item: "article.notizia", title: "h2.titolo", link: "h2 a", date: ".data", summary: ".abstract" };

describe("a listing page read by its selectors", () => {
  it("yields each teaser once, with its title, absolute http(s) link, Italian date and summary; the canonical link is its guid", () => {
    const feed = parseListing(fixture, SELECTORS, NOW);
    expect(feed.title).toBe("Notizie – Comune di Valdorso");
    expect(feed.language).toBe("it");
    expect(feed.items.map((item) => [item.title, item.link, item.publishedAt?.toISOString() ?? null])).toEqual([
      ["Inaugurata la nuova biblioteca di via dei Tigli", "https://comune-valdorso.example/notizie/2026/nuova-biblioteca", "2026-11-29T00:00:00.000Z"],
      ["Raccolta differenziata: il calendario del 2027 & le novità", "https://comune-valdorso.example/notizie/2026/raccolta-differenziata-calendario", "2026-11-27T08:30:00.000Z"],
      ["Lavori sul ponte del fiume Orso, senso unico alternato", "https://comune-valdorso.example/notizie/2026/lavori-ponte-fiume?utm_source=home", "2026-11-25T00:00:00.000Z"],
      ["Bando della Provincia per il trasporto scolastico", "https://provincia.example/comunicati/bando-trasporti", "2026-11-24T16:45:00.000Z"],
    ]);
    const [lead, , works] = feed.items;
    expect(lead!.summary).toBe("Sabato mattina il taglio del nastro alla presenza della sindaca: dodicimila volumi e una sala studio aperta fino alle 22.");
    expect(lead!.image).toBe("https://comune-valdorso.example/img/biblioteca.jpg");
    expect(works!.guid).toBe("https://comune-valdorso.example/notizie/2026/lavori-ponte-fiume");
  });

  it("takes the link from the heading's own <a> when the link selector names the heading, and reads without date or summary", () => {
    const feed = parseListing(fixture, { ...SELECTORS, link: "h2.titolo", date: null, summary: null }, NOW);
    expect(feed.items).toHaveLength(4);
    expect(feed.items[0]).toMatchObject({ summary: "", publishedAt: null });
  });

  it("answers a page in the future with now, so it cannot sit atop the home page", () => {
    const feed = parseListing(fixture, SELECTORS, new Date("2026-11-28T00:00:00Z"));
    expect(feed.items[0]!.publishedAt).toEqual(new Date("2026-11-28T00:00:00Z"));
  });

  it.each([
    [{ ...SELECTORS, item: "li.articolo" }, "The item selector matched nothing on the page: li.articolo"],
    [{ ...SELECTORS, link: "a.permalink" }, "None of the 7 items the selectors matched has both a title and an http(s) link"],
  ])("fails with a parse_error that says why when the selectors find nothing (%#)", (selectors, message) => {
    expect(() => parseListing(fixture, selectors, NOW)).toThrow(new FeedError("parse_error", message));
  });
});

describe("the selectors' check", () => {
  it("passes selectors the parser reads and refuses, naming the field, one it cannot", async () => {
    await expect(checkListingSelectors(SELECTORS)).resolves.toBeUndefined();
    await expect(checkListingSelectors({ ...SELECTORS, title: "h2[class" })).rejects.toMatchObject({ status: 400, code: "invalid_selector", message: expect.stringContaining("selectors.title is not a valid CSS selector") });
    await expect(checkListingSelectors({ ...SELECTORS, date: "::before" })).rejects.toMatchObject({ code: "invalid_selector", message: expect.stringContaining("selectors.date") });
  });
});

describe("a listing's dates", () => {
  it.each([
    ["29 novembre 2026", "2026-11-29T00:00:00.000Z"],
    ["sabato 29 novembre 2026", "2026-11-29T00:00:00.000Z"],
    ["lunedì 24 novembre 2026 alle 16:45", "2026-11-24T16:45:00.000Z"],
    ["29 nov 2026, 10:30", "2026-11-29T10:30:00.000Z"],
    ["Pubblicato il 25/11/2026", "2026-11-25T00:00:00.000Z"],
    ["3.12.2026 ore 9.05", "2026-12-03T09:05:00.000Z"],
    ["2026-11-27T09:30:00+01:00", "2026-11-27T08:30:00.000Z"],
    ["Sat, 28 Nov 2026 10:00:00 GMT", "2026-11-28T10:00:00.000Z"],
  ])("reads %s", (text, iso) => {
    expect(parseListingDate(text)?.toISOString()).toBe(iso);
  });

  it.each(["", "ieri", "31/02/2026", "Notizie"])("reads %j as no date", (text) => {
    expect(parseListingDate(text)).toBeNull();
  });
});
