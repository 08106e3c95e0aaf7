import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeDocument } from "../charset.js";
import { hasMojibake } from "../text-repair/mojibake.js";
import type { ParsedFeed } from "../types.js";
import { parseFeed } from "./parse-feed.js";

/** The real feeds of tests/fixtures/feeds (see its README): bytes -> text -> feed, as a sync does it. */
const FEEDS = new URL("../../../tests/fixtures/feeds/", import.meta.url);

function parseCorpusFile(name: string, contentType: string | null = null): ParsedFeed {
  const bytes = new Uint8Array(readFileSync(new URL(name, FEEDS)));
  return parseFeed(decodeDocument(bytes, contentType, "xml"), `https://feeds.example.it/${name}`);
}

/** All of the feed's text, to look for a word wherever the publisher put it. */
const allText = (feed: ParsedFeed) =>
  [feed.title, feed.description, ...feed.items.flatMap((item) => [item.title, item.summary])].filter(Boolean).join("\n");

describe("the feed corpus", () => {
  it.each([
    ["it/ilgiornale-cronache.rss.xml", 1, "In Italia è accusato per l'omicidio di Saman"],
    ["it/ilmessaggero-mondo.rss.xml", 1, "Missili Polonia, cosa è successo?"],
    ["it/romatoday.rss.xml", 25, "a rischiare di più sono le migliaia"],
    ["it/romanews.rss.xml", 10, "La Roma sfida l’Inter"],
    ["it/hdblog-thumb.rss.xml", 1, "Fairphone 5 è ufficiale"],
    ["it/dday.atom.xml", 1, "sarà gratis con Prime"],
    ["it/idea-ricir.atom.xml", 1, "se avrò tempo"],
    ["encoding/iso-8859-1.xml", 0, "Présentation"],
    ["encoding/encoding_ISO-8859-1.xml", 40, "Viele Spieler wünschen sich"],
    ["encoding/no_encoding_ISO-8859-1.xml", 10, "Détenus proches de la psychose"],
    ["encoding/windows-1252.xml", 0, "Euro €"],
    ["encoding/windows-1252-incorrect-prolog.xml", 0, "Euro €"],
    ["encoding/utf8-incorrect-prolog.xml", 1, "테스트 피드\nCafé"],
    ["encoding/invalid-prolog.xml", 1, "테스트 피드\nCafé"],
    ["encoding/rdf_UTF8.xml", 60, "OLED-TVs: Vorsichtsmaßnahmen gegen Einbrennen"],
    ["encoding/large_rss.xml", 25, "LWN recently published an excellent"],
    ["encoding/large_atom.xml", 25, "LWN recently published an excellent"],
  ])("reads %s: %i items with the right accents", (name, count, words) => {
    const feed = parseCorpusFile(name);
    expect(feed.items).toHaveLength(count);
    expect(allText(feed)).toContain(words);
    expect(allText(feed)).not.toContain("\uFFFD");
  });

  it("repairs the mojibake that the publishers themselves wrote", () => {
    expect(parseCorpusFile("it/romatoday.rss.xml").items[1]?.title).toBe("Ospedale Bambin Gesù: la Santa Sede conferma la fiducia a Mariella Enoc");
    expect(parseCorpusFile("it/romatoday.rss.xml").items[5]?.title).toBe("A Teatro Trastevere si dipinge col vino: Arianna Greco al “Salotto Teatrale”");
    expect(parseCorpusFile("it/romanews.rss.xml").items[1]?.title).toBe("Primavera Inter. Vecchi: “La Roma è forte, non dobbiamo fare errori”");
    expect(parseCorpusFile("it/romanews.rss.xml").items[2]?.title).toBe("Primavera. De Rossi: “I ragazzi sono carichi, serve la giusta mentalità”");
    expect(parseCorpusFile("it/ilmessaggero-mondo.rss.xml").items[0]?.summary).toContain("quando un’esplosione in un impianto");
  });

  it.each(readdirSync(new URL("it/", FEEDS)).map((name) => `it/${name}`))("leaves no mojibake in %s", (name) => {
    const feed = parseCorpusFile(name);
    const fields = [feed.title, feed.description ?? "", ...feed.items.flatMap((item) => [item.title, item.summary, ...item.categories])];
    expect(fields.filter((field) => hasMojibake(field) || field.includes("\uFFFD"))).toEqual([]);
  });

  it("drops WordPress's footer from every item of a WordPress feed and keeps the article's last words", () => {
    const items = parseCorpusFile("it/romanews.rss.xml").items;
    expect(items.filter((item) => /sembra essere il primo su|proviene da/.test(item.summary))).toEqual([]);
    expect(items[1]?.summary).toMatch(/Miangue\? “Potrebbe anche andare via, finché è qua ci auguriamo che possa darci una mano importante”\.$/);
    expect(items[0]?.summary).toMatch(/ROMANEWS\.EU SEGUE IL MATCH IN TEMPO REALE$/);
  });

  it("reads the Italian date of Il Messaggero", () => {
    expect(parseCorpusFile("it/ilmessaggero-mondo.rss.xml").items[0]?.publishedAt?.toISOString()).toBe("2022-11-15T23:38:15.000Z");
  });

  it("reads a Latin-1 feed that a server labels as such", () => {
    const feed = parseCorpusFile("encoding/no_encoding_ISO-8859-1.xml", "application/rss+xml; charset=ISO-8859-1");
    expect(allText(feed)).toContain("Détenus proches de la psychose");
  });

  it.each([
    ["it/ilmessaggero-mondo.rss.xml", 0, "https://www.ilmessaggero.it/photos/MED/48/69/7054869_16003922_missili_polonia_1_.jpg"],
    ["it/romatoday.rss.xml", 0, "http://1.citynews-romatoday.stgy.it/~media/original-hi/65508478755178/senza-fissa-dimora-foto-ansa-massimo-percossi-2.jpg"],
    ["it/hdblog-thumb.rss.xml", 0, "https://hd2.tudocdn.net/1113460?w=660"],
    ["it/ilgiornale-cronache.rss.xml", 0, "https://img.ilgcdn.com/sites/default/files/styles/md/public/foto/2022/09/30/1664568527-schermata-2022-09-30-214250.jpg?_=1664568527"],
    ["it/idea-ricir.atom.xml", 0, "https://idea.ricir.net/assets/ComeSeguireAggiornamenti-social.png"],
    ["encoding/large_rss.xml", 13, "https://dustri.org/b/images/netra_ingrats.jpg"],
  ])("finds the picture of %s item %i", (name, index, image) => {
    expect(parseCorpusFile(name).items[index]?.image).toBe(image);
  });
});
