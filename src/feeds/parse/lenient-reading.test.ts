import { describe, expect, it } from "vitest";
import { FeedError, type ParsedItem } from "../types.js";
import { parseFeed } from "./parse-feed.js";

/** The rules a lenient reader (Universal Feed Parser, Miniflux) follows, one case each (docs/decisions.md#feed-parsing). */
const FEED_URL = "https://sito.example.it/feed/notizie.xml";
const NOW = new Date("2026-01-01T00:00:00Z");
const read = (xml: string) => parseFeed(xml, FEED_URL, NOW);
const titles = (xml: string) => read(xml).items.map((item) => item.title);

const item = (n: number) => `<item><title>Notizia ${n}</title><link>https://sito.example.it/${n}</link></item>`;
const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>Sito</title>${item(1)}${item(2)}${item(3)}</channel></rss>`;
const atom = (entries: string, feedAttributes = "") => `<feed xmlns="http://www.w3.org/2005/Atom"${feedAttributes}><title>A</title>${entries}</feed>`;
const atom03 = (entries: string) => `<feed version="0.3" xmlns="http://purl.org/atom/ns#"><title>A</title>${entries}</feed>`;
const rss = (items: string, channel = "<title>T</title>") =>
  `<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>${channel}${items}</channel></rss>`;
const onlyItem = (xml: string): ParsedItem => read(xml).items[0]!;

describe("a document cut short or followed by junk keeps every item read whole", () => {
  it.each([
    ["a final </rss without its >", RSS.slice(0, -1), 3],
    ["a download cut inside the third item", RSS.slice(0, RSS.indexOf("<link>https://sito.example.it/3") + 10), 2],
    ["a download cut inside a tag", RSS.slice(0, RSS.indexOf("<title>Notizia 3") + 4), 2],
    ["garbage bytes after the root", `${RSS}\u0000\u0001<<garbage`, 3],
    ["a second document glued after the root", `${RSS}<?xml version="1.0"?><rss><channel>`, 3],
    ["broken markup inside the third item", RSS.replace("<title>Notizia 3</title>", "<title>Notizia 3</titel>"), 2],
  ])("%s", (_case, xml, count) => {
    expect(titles(xml)).toEqual(["Notizia 1", "Notizia 2", "Notizia 3"].slice(0, count));
  });

  it("recovers an Atom feed cut inside its third entry", () => {
    const entries = [1, 2, 3].map((n) => `<entry><id>${n}</id><title>Voce ${n}</title><summary>Testo ${n}</summary></entry>`).join("");
    const xml = atom(entries);
    expect(titles(xml.slice(0, xml.indexOf("<summary>Testo 3") + 12))).toEqual(["Voce 1", "Voce 2"]);
  });

  it("recovers an RDF feed without its closing tag", () => {
    const xml = `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"><channel><title>R</title></channel><item rdf:about="https://r.example.it/1"><title>Uno</title><link>https://r.example.it/1</link></item><item rdf:about="https://r.example.it/2"><title>Du`;
    expect(titles(xml)).toEqual(["Uno"]);
  });

  it("still fails a document with no complete item", () => {
    expect(() => read(RSS.slice(0, RSS.indexOf("Notizia 1") + 3))).toThrow(FeedError);
  });
});

describe("text constructs are read by their declared type", () => {
  it.each([
    ["Atom text keeps what looks like a tag", '<title type="text">History of the &lt;blink&gt; tag</title>', "History of the <blink> tag"],
    ["Atom text is the default", "<title>1 &lt; 2 &amp;&amp; 3 &gt; 2</title>", "1 < 2 && 3 > 2"],
    ["Atom 0.3 text/plain", '<title type="text/plain">a &lt;b&gt; c</title>', "a <b> c"],
    ["escaped HTML is decoded once, then cleaned", '<title type="html">Example &lt;b&gt;Atom&lt;/b&gt;</title>', "Example Atom"],
    ["double-escaped HTML shows the markup as text", '<title type="html">Usa &amp;lt;b&amp;gt; per il grassetto</title>', "Usa <b> per il grassetto"],
    ["HTML in CDATA", '<title type="html"><![CDATA[Roma <em>&amp;</em> Lazio]]></title>', "Roma & Lazio"],
    ["XHTML", '<title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">Example <b>Atom</b></div></title>', "Example Atom"],
  ])("%s", (_case, title, expected) => {
    expect(onlyItem(atom(`<entry><id>1</id>${title}</entry>`)).title).toBe(expected);
  });

  it("keeps brackets in plain-text content", () => {
    expect(onlyItem(atom('<entry><id>1</id><title>t</title><content type="text">Il tag &lt;blink&gt; è morto</content></entry>')).summary).toBe("Il tag <blink> è morto");
  });
});

describe("base64 content is decoded", () => {
  const encode = (text: string) => Buffer.from(text, "utf8").toString("base64");

  it("reads Atom 0.3 mode=\"base64\" HTML", () => {
    const summary = `<summary type="text/html" mode="base64">${encode('<div><a href="/relativo">Città</a> <script>x()</script>pulita</div>')}</summary>`;
    expect(onlyItem(atom03(`<entry><title>t</title>${summary}</entry>`)).summary).toBe("Città pulita");
  });

  it("reads Atom 0.3 mode=\"base64\" plain text as text", () => {
    const title = `<title mode="base64">${encode("a <b> c")}</title>`;
    expect(onlyItem(atom03(`<entry>${title}</entry>`)).title).toBe("a <b> c");
  });

  it("reads Atom 1.0 binary-typed text as the HTML it holds", () => {
    const title = `<title type="application/octet-stream">\n  ${encode("<p>History of the &lt;blink&gt; tag</p>")}\n</title>`;
    expect(onlyItem(atom(`<entry><id>1</id>${title}</entry>`)).title).toBe("History of the <blink> tag");
  });

  it("never shows a picture's base64 as text", () => {
    const content = '<content type="image/png">iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==</content>';
    expect(onlyItem(atom(`<entry><id>1</id><title>t</title>${content}<summary>Il riassunto</summary></entry>`)).summary).toBe("Il riassunto");
  });
});

describe("relative links resolve against xml:base and the feed's own URL", () => {
  it("resolves a relative xml:base on the feed against the feed URL", () => {
    const entry = '<entry><id>1</id><title>t</title><link href="articolo.html"/></entry>';
    expect(onlyItem(atom(entry, ' xml:base="/blog/"')).link).toBe("https://sito.example.it/blog/articolo.html");
  });

  it("resolves an entry's link against the feed URL when nothing else is given", () => {
    expect(onlyItem(atom03('<entry><title>t</title><link rel="alternate" type="text/html" href="/relativo/link"/></entry>')).link).toBe("https://sito.example.it/relativo/link");
  });

  it("nests xml:base: feed, then entry, then the content's own", () => {
    const entry = '<entry xml:base="sezione/"><id>1</id><title>t</title><link href="pagina.html"/><content type="html" xml:base="media/">&lt;img src="foto.jpg"&gt;</content></entry>';
    expect(onlyItem(atom(entry, ' xml:base="https://altro.example.it/base/"'))).toMatchObject({
      link: "https://altro.example.it/base/sezione/pagina.html",
      image: "https://altro.example.it/base/sezione/media/foto.jpg",
    });
  });
});

describe("fallbacks in the order readers expect", () => {
  it.each([
    ["dc:title when <title> is missing", "<dc:title>Dal Dublin Core</dc:title>", "Dal Dublin Core"],
    ["media:title after dc:title", '<media:title type="plain">Dal video &lt;HD&gt;</media:title>', "Dal video <HD>"],
    ["<title> before the others", "<title>Il titolo</title><dc:title>Altro</dc:title>", "Il titolo"],
    ["the next candidate when <title> has no text", "<title><![CDATA[ ]]></title><dc:title>Dal Dublin Core</dc:title>", "Dal Dublin Core"],
  ])("item title: %s", (_case, fields, expected) => {
    expect(onlyItem(rss(`<item>${fields}<description>Testo</description></item>`)).title).toBe(expected);
  });

  it("takes the channel's title from dc:title", () => {
    expect(read(rss("", "<dc:title>Canale Dublin Core</dc:title>")).title).toBe("Canale Dublin Core");
  });

  it.each([
    ["itunes:summary", "<itunes:summary>Dal podcast</itunes:summary>", "Dal podcast"],
    ["media:description", '<media:group><media:description type="plain">Dal gruppo</media:description></media:group>', "Dal gruppo"],
    ["dc:description", "<dc:description>Dal Dublin Core</dc:description>", "Dal Dublin Core"],
  ])("item text from %s when there is no description", (_case, fields, expected) => {
    expect(onlyItem(rss(`<item><title>t</title>${fields}</item>`)).summary).toBe(expected);
  });

  it("takes the richer of content and description, content first on a tie", () => {
    const longer = "<description>Un sommario più lungo</description><content:encoded><![CDATA[<p>Breve</p>]]></content:encoded>";
    expect(onlyItem(rss(`<item><title>t</title>${longer}</item>`)).summary).toBe("Un sommario più lungo");
    const tie = "<description>Testo del sommario</description><content:encoded>Testo del contenuto</content:encoded>";
    expect(onlyItem(rss(`<item><title>t</title>${tie}</item>`)).summary).toBe("Testo del contenuto");
    const atomEntry = "<entry><id>1</id><title>t</title><summary>Il sommario breve</summary><content>Il contenuto completo dell'articolo</content></entry>";
    expect(onlyItem(atom(atomEntry)).summary).toBe("Il contenuto completo dell'articolo");
  });
});

describe("text inside embedded objects", () => {
  it.each([
    ["an unclosed object's fallback text", 'safe&lt;object classid="clsid:C932"&gt; &lt;b&gt;description&lt;/b&gt;', "safe description"],
    ["an iframe's text", 'safe&lt;iframe src="https://example.com/"&gt;description&lt;/iframe&gt;', "safe description"],
    ["nothing of a script", "safe&lt;script&gt;alert(1)&lt;/script&gt; description", "safe description"],
  ])("keeps %s", (_case, html, expected) => {
    expect(onlyItem(rss(`<item><title>t</title><description>${html}</description></item>`)).summary).toBe(expected);
  });
});

describe("repaired text", () => {
  it("repairs mojibake in the title, the text, the categories and the feed's own fields", () => {
    const xml = rss(
      "<item><title>CittÃ  e caffÃ¨</title><description>Lâ€™Italia Ã¨ pronta</description><category>AttualitÃ </category></item>",
      "<title>Notizie di CittÃ </title><description>PiÃ¹ notizie</description>",
    );
    const feed = read(xml);
    expect(feed).toMatchObject({ title: "Notizie di Città", description: "Più notizie" });
    expect(feed.items[0]).toMatchObject({ title: "Città e caffè", summary: "L’Italia è pronta", categories: ["Attualità"] });
  });

  it("drops the WordPress footer from the text but not from a title", () => {
    const xml = rss("<item><title>L'articolo 21 proviene da lontano</title><description>Il testo. L'articolo Il titolo proviene da Il Sito.</description></item>");
    expect(onlyItem(xml)).toMatchObject({ title: "L'articolo 21 proviene da lontano", summary: "Il testo." });
  });
});
