import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeDocument } from "../charset.js";
import { FeedError, type ParsedFeed, type ParsedItem } from "../types.js";
import { parseFeed } from "./parse-feed.js";

const FORMATS = new URL("../../../tests/fixtures/feeds/formats/", import.meta.url);
const NOW = new Date("2026-01-01T00:00:00Z");

function parseFixture(name: string): ParsedFeed {
  const bytes = new Uint8Array(readFileSync(new URL(name, FORMATS)));
  return parseFeed(decodeDocument(bytes, null, name.endsWith(".json") ? "json" : "xml"), `https://feeds.example.it/${name}`, NOW);
}

const rss = (items: string, channel = "<title>T</title><link>https://sito.example.it/</link>") =>
  `<?xml version="1.0"?><rss version="2.0"><channel>${channel}${items}</channel></rss>`;
const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const onlyItem = (text: string, feedUrl = "https://sito.example.it/feed.xml", now = NOW): ParsedItem => parseFeed(text, feedUrl, now).items[0]!;

describe("parseFeed on every format", () => {
  it.each<[string, Partial<ParsedFeed>, number, Partial<ParsedItem>]>([
    ["rss-091.xml", { title: "Notizie di Città", link: "https://citta.example.it/", language: "it" }, 1, {
      guid: null, title: "Il sindaco è in visita", link: "https://citta.example.it/cronaca/sindaco-in-visita.html",
      summary: "Perché la visita è importante & attesa.", publishedAt: null, image: null,
    }],
    ["rss-092.xml", { title: "Radio Città Aperta", description: "Le puntate" }, 2, {
      title: "Puntata del lunedì", summary: "La puntata con l’ospite.", image: "https://radio.example.it/media/puntata-1.jpg",
    }],
    ["rss-10.rdf", { title: "Agenzia RDF", language: "it" }, 1, {
      guid: "https://rdf.example.it/n/1", summary: "Il PIL cresce dello 0,5% nel trimestre: è una buona notizia.",
      publishedAt: new Date("2023-05-18T08:00:00Z"), image: "https://rdf.example.it/n/img/pil.png",
    }],
    ["rss-20-media.xml", { title: "Quotidiano di Prova", language: "it-IT" }, 4, {
      guid: "quotidiano-1", publishedAt: new Date("2023-05-18T08:00:00Z"), image: "https://cdn.example.it/1.jpg",
    }],
    ["atom-03.xml", { title: "Blog Atom 0.3", link: "https://atom03.example.it/", description: "Un vecchio blog" }, 1, {
      guid: "tag:atom03.example.it,2005:1", title: "Perché Atom 0.3", link: "https://atom03.example.it/2005/07/perche",
      summary: "Un contenuto più lungo del sommario, con accenti: è, à.", publishedAt: new Date("2005-07-31T12:29:29Z"),
    }],
    ["atom-10.xml", { title: "Cronache & Commenti", link: "https://atom.example.it/blog/", description: "Il blog di città" }, 2, {
      guid: "tag:atom.example.it,2024:inverno", title: "L’inverno più caldo", link: "https://atom.example.it/blog/2024/03/inverno",
      summary: "Un inverno mite: la neve è mancata.", publishedAt: new Date("2024-03-01T10:00:00Z"), image: "https://atom.example.it/img/inverno.jpg",
    }],
    ["json-feed-10.json", { title: "Vecchio JSON Feed", link: "https://json10.example.it/", language: null }, 1, {
      title: "Perché la versione 1", summary: "Testo della versione uno, con l’apostrofo.",
      publishedAt: new Date("2019-05-01T12:00:00Z"), image: "https://json10.example.it/banner.jpg",
    }],
    ["json-feed-11.json", { title: "Diario JSON", link: "https://json.example.it/", language: "it-IT" }, 3, {
      guid: "1", title: "Perché JSON", link: "https://json.example.it/post/1", summary: "Il contenuto più ricco è questo.",
      publishedAt: new Date("2024-01-10T09:00:00Z"), image: "https://json.example.it/img/1.png",
    }],
    ["rss-20-sloppy.xml", { title: "Cronaca & Sport" }, 1, {
      title: "Roma è pronta: l’attesa per il derby", link: "https://sloppy.example.it/derby?a=1&b=2",
      summary: "Prima riga seconda riga © Sloppy", publishedAt: new Date("2024-03-10T16:15:00Z"),
    }],
  ])("reads %s", (name, feed, count, firstItem) => {
    const parsed = parseFixture(name);
    expect(parsed).toMatchObject(feed);
    expect(parsed.items).toHaveLength(count);
    expect(parsed.items[0]).toMatchObject(firstItem);
  });

  it("resolves links and images against xml:base, the item and the feed", () => {
    const [, second] = parseFixture("atom-10.xml").items;
    expect(second).toMatchObject({ link: "https://altro.example.it/sezione/pagina.html", image: "https://altro.example.it/sezione/thumb.jpg" });
    const json = parseFixture("json-feed-11.json").items;
    expect(json[1]).toMatchObject({ guid: "2", link: "https://json.example.it/post/2", image: "https://json.example.it/a.jpg" });
    expect(json[2]).toMatchObject({ link: "https://altro.example.it/x", image: "https://altro.example.it/img/3.png" });
  });

  it("finds the image in media:group, itunes:image and, last, the content", () => {
    const items = parseFixture("rss-20-media.xml").items;
    expect(items.map((item) => item.image)).toEqual([
      "https://cdn.example.it/1.jpg",
      "https://cdn.example.it/2-thumb.jpg",
      "https://cdn.example.it/3.jpg",
      "https://quotidiano.example.it/img/4.jpg", // after the 1x1 pixel, relative to the item's page
    ]);
    expect(parseFixture("rss-092.xml").items[1]?.image).toBeNull(); // an audio enclosure is no picture
  });
});

describe("parseFeed item rules", () => {
  it("keeps publishedAt null without a date, and turns a future date into now", () => {
    const feed = parseFeed(rss("<item><title>a</title></item><item><title>b</title><pubDate>Fri, 01 Jan 2100 00:00:00 GMT</pubDate></item>"), "https://x.example/", NOW);
    expect(feed.items.map((item) => item.publishedAt)).toEqual([null, NOW]);
  });

  it("takes the longest cleaned body as the summary", () => {
    const item = onlyItem(rss("<item><title>a</title><description>Breve ma più lunga del contenuto</description><content:encoded xmlns:content=\"http://purl.org/rss/1.0/modules/content/\"><![CDATA[<p><img src=\"a.jpg\"></p><p>Corto</p>]]></content:encoded></item>"));
    expect(item.summary).toBe("Breve ma più lunga del contenuto");
  });

  it("names an untitled item by the start of its text", () => {
    const text = "Una notizia senza titolo che continua abbastanza a lungo da superare i cento caratteri previsti per il titolo.";
    const feed = JSON.stringify({ version: "https://jsonfeed.org/version/1.1", title: "J", items: [{ id: "1", content_text: text }] });
    expect(onlyItem(feed).title).toBe("Una notizia senza titolo che continua abbastanza a lungo da superare i cento caratteri previsti per…");
  });

  it("keeps JSON Feed plain text as written", () => {
    const feed = JSON.stringify({ version: "https://jsonfeed.org/version/1.1", title: "J", items: [{ id: "1", title: "a &amp; b", content_text: "3 <5 & <b>7</b>" }] });
    expect(onlyItem(feed)).toMatchObject({ title: "a & b", summary: "3 <5 & <b>7</b>" });
  });

  it.each([
    ["<b>Roma</b> &amp; Lazio", "Roma & Lazio"],
    ["Perch&eacute; <em>oggi</em>", "Perché oggi"],
    ["3 < 5, lo dice l&#8217;Istat", "3 < 5, lo dice l’Istat"],
  ])("cleans the JSON Feed title %j as the same RSS title", (title, cleaned) => {
    const json = parseFeed(JSON.stringify({ version: "https://jsonfeed.org/version/1.1", title, items: [{ id: "1", title, content_text: title }] }), "https://sito.example.it/feed.json", NOW);
    const xml = parseFeed(rss(`<item><title>${escapeXml(title)}</title></item>`, `<title>${escapeXml(title)}</title>`), "https://sito.example.it/feed.xml", NOW);
    expect({ feed: json.title, item: json.items[0]!.title }).toEqual({ feed: cleaned, item: cleaned });
    expect({ feed: xml.title, item: xml.items[0]!.title }).toEqual({ feed: cleaned, item: cleaned });
    // The same characters as content_text are prose: they stay as written.
    expect(json.items[0]!.summary).toBe(title);
  });

  it("resolves relative links against the feed URL when the feed has no link", () => {
    const item = onlyItem(rss("<item><title>a</title><link>articolo.html</link></item>", "<title>T</title>"), "https://sito.example.it/feeds/rss.xml");
    expect(item.link).toBe("https://sito.example.it/feeds/articolo.html");
  });

  it("uses a permalink guid as the link when the item has none", () => {
    expect(onlyItem(rss("<item><title>a</title><guid>https://sito.example.it/a</guid></item>")).link).toBe("https://sito.example.it/a");
    expect(onlyItem(rss('<item><title>a</title><guid isPermaLink="false">https://sito.example.it/a</guid></item>')).link).toBeNull();
  });

  it("drops links and images that are not web addresses", () => {
    const item = onlyItem(rss('<item><title>a</title><link>javascript:alert(1)</link><description><![CDATA[<img src="data:image/gif;base64,R0lGOD"><img src="javascript:x">]]></description></item>'));
    expect(item).toMatchObject({ link: null, image: null });
  });

  it("prefers data-src over a lazy-loading placeholder", () => {
    const item = onlyItem(rss('<item><title>a</title><link>https://sito.example.it/a/1</link><description><![CDATA[<img src="data:image/gif;base64,R0lGOD" data-src="/foto/vera.jpg?w=1&amp;h=2">]]></description></item>'));
    expect(item.image).toBe("https://sito.example.it/foto/vera.jpg?w=1&h=2");
  });
});

describe("parseFeed failures", () => {
  it.each([
    ["an HTML page", readFileSync(new URL("not-a-feed.html", FORMATS), "utf8"), "not_a_feed"],
    ["plain text", "not a feed at all", "not_a_feed"],
    ["an empty body", "", "not_a_feed"],
    ["another XML document", '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>', "not_a_feed"],
    ["JSON that is not a JSON Feed", '{"status": "ok", "data": [1, 2]}', "not_a_feed"],
    ["a JSON array", "[1, 2]", "not_a_feed"],
    ["broken JSON", readFileSync(new URL("broken.json", FORMATS), "utf8"), "parse_error"],
    ["truncated XML", readFileSync(new URL("truncated.xml", FORMATS), "utf8"), "parse_error"],
  ])("rejects %s", (_case, text, reason) => {
    let thrown: unknown;
    try {
      parseFeed(text, "https://x.example/feed");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FeedError);
    expect((thrown as FeedError).reason).toBe(reason);
  });
});
