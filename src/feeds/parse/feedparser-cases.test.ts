import { describe, expect, it } from "vitest";
import type { ParsedFeed, ParsedItem } from "../types.js";
import { parseFeed } from "./parse-feed.js";

/**
 * What a reader sees of feeds written as the categories of Universal Feed
 * Parser's test suite write them (entities, text types, relative links,
 * base64, CDF, DOCTYPEs, cut ends): one row per case, our own words and
 * example domains (docs/decisions/004-feed-parser.md; bench/parser-corpus.ts
 * scores the suite itself).
 */
const FEED_URL = "https://feeds.example.it/notizie/rss.xml";
const NOW = new Date("2026-01-01T00:00:00Z");
const read = (xml: string): ParsedFeed => parseFeed(xml, FEED_URL, NOW);
const first = (xml: string): ParsedItem => read(xml).items[0]!;
const rss = (channel: string) => `<rss version="2.0"><channel>${channel}</channel></rss>`;
const atom = (body: string, attributes = "") => `<feed xmlns="http://www.w3.org/2005/Atom"${attributes}>${body}</feed>`;
const atom03 = (body: string) => `<feed version="0.3" xmlns="http://purl.org/atom/ns#">${body}</feed>`;
const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

describe("HTML entities no DTD declares", () => {
  it.each([
    ["&eacute; in a channel title, <rss> without a version", "<rss><channel><title>testing &eacute; entity</title></channel></rss>", "testing é entity"],
    ["&hellip;, &rsquo; and &nbsp;", "<rss><channel><title>Roma&nbsp;Capitale &hellip; l&rsquo;ora</title></channel></rss>", "Roma Capitale … l’ora"],
    ["an entity HTML does not define, kept as written", "<rss><channel><title>testing &doesnotexist; entity</title></channel></rss>", "testing &doesnotexist; entity"],
    ["a channel without items whose </rss lacks its >", "<rss>\n<channel>\n<title>testing &#8217; entity</title>\n</channel>\n</rss", "testing ’ entity"],
    ["an entity in an Atom title", atom("<title>Caff&egrave; &amp; cornetto</title>"), "Caffè & cornetto"],
  ])("%s", (_case, xml, title) => {
    expect(read(xml).title).toBe(title);
  });

  it.each([
    ["in an RSS <link>", rss("<title>T</title><item><title>t</title><link>https://sito.example.it/caff&egrave;?a=1&amp;b=2</link></item>")],
    ["in an Atom href", atom('<title>A</title><entry><id>1</id><title>t</title><link href="https://sito.example.it/caff&egrave;?a=1&amp;b=2"/></entry>')],
  ])("reads an entity %s", (_case, xml) => {
    expect(first(xml).link).toBe("https://sito.example.it/caff%C3%A8?a=1&b=2");
  });

  it("reads an Atom feed whose </feed lacks its >", () => {
    expect(read(`${atom('<title>A</title><link rel="alternate" href="https://sito.example.it/?a=1&amp;b=2"/>').slice(0, -1)}\n`).link).toBe("https://sito.example.it/?a=1&b=2");
  });
});

describe("a DOCTYPE", () => {
  it("writes out the entities its internal subset declares", () => {
    const xml = `<!DOCTYPE rss [\n  <!ENTITY path "C:\\data\\1\\new">\n  <!ENTITY firma '"Redazione" &amp; soci'>\n]>\n${rss('<title>&firma;</title><item><guid isPermaLink="false">&path;</guid><title>t</title></item>')}`;
    expect(read(xml)).toMatchObject({ title: '"Redazione" & soci', items: [{ guid: "C:\\data\\1\\new" }] });
  });

  it("leaves a reference in CDATA as written", () => {
    const xml = `<!DOCTYPE rss [<!ENTITY sito "Il Sito">]>${rss("<title>T</title><item><title>&sito;</title><description><![CDATA[Scrivi &sito; così]]></description></item>")}`;
    expect(first(xml)).toMatchObject({ title: "Il Sito", summary: "Scrivi &sito; così" });
  });

  it("reads a feed whose DOCTYPE loads the XHTML entity sets by parameter entities", () => {
    const doctype = '<!DOCTYPE rss [\n<!ENTITY % HTMLlat1 PUBLIC "-//W3C//ENTITIES Latin 1 for XHTML//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml-lat1.ent">\n%HTMLlat1;\n]>';
    expect(read(`<?xml version="1.0"?>\n${doctype}\n${rss("<title>Caff&egrave;</title><item><title>t</title></item>")}`).title).toBe("Caffè");
  });

  it("reads a feed under an HTML DOCTYPE", () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://site.invalid/">\n<rss><channel><title>trovato</title></channel></rss>`;
    expect(read(xml).title).toBe("trovato");
  });
});

describe("text by its type", () => {
  it.each([
    ["Atom type=text keeps escaped markup as text", atom('<title type="text">&lt;b&gt;x&lt;/b&gt;</title>'), "<b>x</b>"],
    ["Atom 0.3 mode=escaped without a type is plain text", atom03('<title mode="escaped">&lt;b&gt;x&lt;/b&gt;</title>'), "<b>x</b>"],
    ["Atom type=html is cleaned", atom('<title type="html">Example &lt;b&gt;Atom&lt;/b&gt;</title>'), "Example Atom"],
    ["an RSS title with a bracket that is no tag", rss("<title>a &lt;b&gt; b</title>"), "a <b> b"],
    ["an RSS title with &lt;", rss("<title>1 &lt; 2</title>"), "1 < 2"],
    ["an RSS title with escaped HTML", rss("<title>&lt;b&gt;Roma&lt;/b&gt; e Lazio</title>"), "Roma e Lazio"],
    ["an RSS title broken by a <br>", rss("<title><![CDATA[Roma<br>e Lazio]]></title>"), "Roma e Lazio"],
    ["an RSS title naming a tag that carries no text", rss("<title>Il tag &lt;script&gt; e &lt;/script&gt;</title>"), "Il tag <script> e </script>"],
    ["an RSS title with an ampersand and no entity", rss("<title>AT&amp;T;</title>"), "AT&T;"],
    ["an RSS title with an escaped entity", rss("<title>Caf&amp;eacute; &amp;amp; co</title>"), "Café & co"],
    ["a JSON Feed title with a bracket", JSON.stringify({ version: "https://jsonfeed.org/version/1.1", title: "a <b> c", items: [] }), "a <b> c"],
  ])("%s", (_case, xml, title) => {
    expect(read(xml).title).toBe(title);
  });

  it("cleans escaped markup in an RSS description", () => {
    expect(first(rss("<title>T</title><item><description>&lt;p&gt;Il testo&lt;/p&gt;</description></item>")).summary).toBe("Il testo");
  });
});

describe("relative links", () => {
  it.each([
    ["an RSS item without a channel link: the feed's URL", rss("<title>T</title><item><title>t</title><link>/relativo/link</link></item>"), "https://feeds.example.it/relativo/link"],
    ["an Atom 0.3 entry without xml:base: the feed's URL", atom03('<title>A</title><entry><title>t</title><link rel="alternate" type="text/html" href="/relativo/link"/></entry>'), "https://feeds.example.it/relativo/link"],
    ["an Atom entry whose feed links a site elsewhere: the feed's URL", atom('<title>A</title><link href="https://www.example.it/blog/"/><entry><id>1</id><title>t</title><link href="articolo.html"/></entry>'), "https://feeds.example.it/notizie/articolo.html"],
    ["an Atom entry under xml:base", atom('<title>A</title><entry><id>1</id><title>t</title><link href="articolo.html"/></entry>', ' xml:base="https://altro.example.it/blog/"'), "https://altro.example.it/blog/articolo.html"],
    ["an RSS item under the channel's xml:base", '<rss version="2.0"><channel xml:base="https://altro.example.it/"><title>T</title><item><title>t</title><link>a/1</link></item></channel></rss>', "https://altro.example.it/a/1"],
    ["an RSS item whose channel links its site: the site, as publishers mean it", rss("<title>T</title><link>https://www.example.it/blog/</link><item><title>t</title><link>articolo.html</link></item>"), "https://www.example.it/blog/articolo.html"],
  ])("%s", (_case, xml, link) => {
    expect(first(xml).link).toBe(link);
  });

  it("resolves a relative channel link against the feed's URL", () => {
    expect(read(rss("<title>T</title><link>/relativo/uri</link>")).link).toBe("https://feeds.example.it/relativo/uri");
  });
});

describe("base64 text", () => {
  it.each([
    ["Atom 0.3 mode=base64 HTML", atom03(`<title>A</title><entry><title type="text/html" mode="base64">\n${base64('<div><a href="/x">Città</a> pulita</div>')}\n</title></entry>`), "Città pulita"],
    ["Atom 0.3 mode=base64 in CDATA", atom03(`<title>A</title><entry><title type="text/html" mode="base64"><![CDATA[${base64("<b>Città</b> pulita")}]]></title></entry>`), "Città pulita"],
    ["Atom 1.0 text of a binary type", atom(`<title>A</title><entry><id>1</id><title type="application/octet-stream">${base64("Example <b>Atom</b>")}</title></entry>`), "Example Atom"],
  ])("%s", (_case, xml, title) => {
    expect(first(xml).title).toBe(title);
  });

  it("reads base64 content as the entry's text", () => {
    const content = `<content type="text/html" mode="base64">${base64("<p>Il testo <script>x()</script>completo</p>")}</content>`;
    expect(first(atom03(`<title>A</title><entry><title>t</title>${content}</entry>`)).summary).toBe("Il testo completo");
  });
});

describe("CDF channels and items", () => {
  const CDF = `<?xml version="1.0"?>
<CHANNEL HREF="https://cdf.example.it/" BASE="https://cdf.example.it/notizie/" LASTMOD="2004-04-06T23:05:43-05:00">
  <TITLE>Canale &amp; Co</TITLE>
  <ABSTRACT>Le notizie del canale</ABSTRACT>
  <LOGO HREF="logo.gif" STYLE="ICON"/>
  <ITEM HREF="uno.html" LASTMOD="2004-04-06T23:05:43-05:00">
    <TITLE>La prima</TITLE>
    <ABSTRACT>&lt;p&gt;Il primo articolo&lt;/p&gt;</ABSTRACT>
    <LOGO HREF="/img/uno.jpg" STYLE="IMAGE"/>
  </ITEM>
  <CHANNEL HREF="https://cdf.example.it/sport/">
    <TITLE>Sport</TITLE>
    <ITEM HREF="/sport/due.html"><TITLE>La seconda</TITLE></ITEM>
  </CHANNEL>
</CHANNEL>`;

  it("reads the channel's title, page and abstract", () => {
    expect(read(CDF)).toMatchObject({ title: "Canale & Co", link: "https://cdf.example.it/", description: "Le notizie del canale" });
  });

  it("reads every item, those of sub-channels too, with links under BASE", () => {
    expect(read(CDF).items).toMatchObject([
      { title: "La prima", link: "https://cdf.example.it/notizie/uno.html", summary: "Il primo articolo", publishedAt: new Date("2004-04-07T04:05:43Z"), image: "https://cdf.example.it/img/uno.jpg" },
      { title: "La seconda", link: "https://cdf.example.it/sport/due.html", image: null },
    ]);
  });

  it("reads lower-case names and self-closed items against the feed's URL", () => {
    const xml = '<channel><title>Minuscolo</title><item href="/1"/><item href="https://altro.example.it/2"><title>Due</title></item></channel>';
    expect(read(xml)).toMatchObject({ title: "Minuscolo", items: [{ link: "https://feeds.example.it/1" }, { link: "https://altro.example.it/2", title: "Due" }] });
  });

  it.each([
    ["markup that is no HTML, as text", "&lt;svg onload=alert(1)&gt;Titolo&lt;script&gt;alert(2)&lt;/script&gt;", "<svg onload=alert(1)>Titolo<script>alert(2)</script>"],
    ["HTML, cleaned to its text", "&lt;img src=x onerror=alert(1)&gt;Titolo &lt;b&gt;oggi&lt;/b&gt;", "Titolo oggi"],
  ])("shows a CDF title with %s, never as HTML", (_case, title, shown) => {
    expect(read(`<CHANNEL><TITLE>${title}</TITLE></CHANNEL>`).title).toBe(shown);
  });

  it("stays fast on hostile CDF", () => {
    const started = performance.now();
    read(`<CHANNEL><TITLE>t</TITLE>${'<ITEM HREF="'.repeat(20_000)}${"<ITEM><TITLE>x".repeat(20_000)}</CHANNEL>`);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
