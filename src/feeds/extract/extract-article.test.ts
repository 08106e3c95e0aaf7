import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeDocument } from "../charset.js";
import { extractArticle } from "./extract-article.js";

const PAGES = new URL("../../../tests/fixtures/pages/", import.meta.url);

function page(file: string): string {
  return decodeDocument(readFileSync(new URL(file, PAGES)), null, "html");
}

interface PageCase {
  file: string;
  url: string;
  title: string;
  byline: string | null;
  sentence: string;
  absent: string[];
  words: [number, number];
  image: string | null;
  publishedAt: string | null;
}

const cases: PageCase[] = [
  {
    file: "wordpress-blog-post.html",
    url: "https://www.ilpolliceverde.example/2024/03/12/orto-sul-balcone-cosa-seminare-a-marzo/",
    title: "Orto sul balcone: cosa seminare a marzo",
    byline: null,
    sentence: "Un vaso non è un campo. Il terriccio si impoverisce in fretta",
    absent: ["Quest’anno provo con le fave", "Articoli recenti", "Calendario della semina", "Lascia un commento", "Powered by WordPress", "wpemoji"],
    words: [440, 500],
    image: "https://www.ilpolliceverde.example/wp-content/uploads/2024/03/balcone-orto-marzo-1024x683.jpg",
    publishedAt: "2024-03-12T07:15:00.000Z",
  },
  {
    file: "news-portal-cronaca.html",
    url: "https://www.quotidianodelborgo.example/cronaca/2024/04/15/frana-sulla-provinciale-evacuate-dodici-famiglie-123456/",
    title: "Frana sulla provinciale 27, evacuate dodici famiglie a Castelvecchio",
    byline: "Marco Bellini",
    sentence: "«Il versante si sta ancora muovendo, per questo non possiamo far rientrare nessuno»",
    absent: [
      "cookie di profilazione",
      "Accetta tutti",
      "Pubblicità",
      "Continua a leggere dopo la pubblicità",
      "Leggi anche",
      "I più letti",
      "rete paramassi l'avevano detto tutti",
      "dimezzare la bolletta",
      "Potrebbe interessarti anche",
      "Derby rinviato",
      "P.IVA",
      "dataLayer",
    ],
    words: [340, 400],
    image: "https://www.quotidianodelborgo.example/resizer/1200/675/foto/2024/04/15/frana-sp27-castelvecchio.jpg",
    publishedAt: "2024-04-15T08:32:00.000Z",
  },
  {
    file: "og-meta-economia.html",
    url: "https://www.economiaoggi.example/casa/caro-affitti-bologna-trilocale-18-per-cento",
    title: "Caro affitti, a Bologna un trilocale costa il 18% in più in un anno",
    byline: "Redazione Economia Oggi",
    sentence: "Bologna | 1.350 euro | +18%",
    absent: ["FTSE MIB", "Calcola la rata del mutuo", "Testata registrata"],
    words: [380, 440],
    image: "https://img.economiaoggi.example/2024/02/08/affitti-bologna-portici.jpg?w=1200&h=630",
    publishedAt: "2024-02-08T06:30:00.000Z",
  },
  {
    file: "jsonld-newsarticle.html",
    url: "https://www.notizienord.example/trasporti/treni-regionali-orario-estivo-2024/",
    title: "Treni regionali, dal 10 giugno orario estivo: più corse verso il lago e biglietto unico",
    byline: "Sara Colombo",
    sentence: "dal 5 al 18 agosto la stazione di Ponte Alto resterà chiusa e sarà servita da una navetta;",
    absent: ["Ultime notizie", "Iscriviti alla newsletter", "Direttore responsabile", "Area clienti"],
    words: [330, 380],
    image: "https://media.notizienord.example/2024/06/treno-regionale-lago.jpg",
    publishedAt: "2024-06-03T12:05:00.000Z",
  },
  {
    file: "time-datetime-locale.html",
    url: "https://www.vocedivalle.example/notizie/sagra-formaggio.php?id=881",
    title: "Sagra del formaggio, trentamila presenze e un record di beneficenza",
    byline: null,
    sentence: "La lotteria della sagra ha raccolto diciottomila euro",
    absent: ["Farmacie di turno", "Altre notizie di Eventi", "Lettere al giornale"],
    words: [260, 300],
    image: "https://www.vocedivalle.example/foto/2024/sagra-formaggio-piazza.jpg",
    publishedAt: "2024-05-20T16:45:00.000Z",
  },
  {
    file: "latin1-vecchio-sito.html",
    url: "http://www.gazzettinodellago.example/archivio/cultura/2024/teatro_paganini.htm",
    title: "Riapre il teatro Niccolò Paganini dopo tre anni di lavori",
    byline: null,
    sentence: "«Nessuno in paese ricordava che ci fosse un affresco. Perché fosse stato coperto non lo sappiamo con certezza",
    absent: ["apriFoto", "Aut. Trib."],
    words: [330, 380],
    image: "http://www.gazzettinodellago.example/archivio/immagini/teatro_paganini_platea.jpg",
    publishedAt: null,
  },
  {
    file: "breve-notizia.html",
    url: "https://www.radiopianura.example/traffico/a4-tamponamento-camion-desenzano",
    title: "A4, tamponamento tra tre mezzi pesanti: code tra Brescia e Verona",
    byline: null,
    sentence: "Un autista è stato portato in ospedale in codice giallo.",
    absent: ["Ascolta la diretta", "RadioPianura srl"],
    words: [45, 55],
    image: null,
    publishedAt: "2024-07-09T05:48:00.000Z",
  },
  {
    file: "intervista-minificata.html",
    url: "https://www.altevie.example/interviste/chiara-rota-guida-alpina",
    title: "«La montagna non è un parco giochi»: intervista alla guida alpina Chiara Rota",
    byline: "Davide Pellegrini",
    sentence: "Perché una scuola per ragazze?\n\nPerché quando ero giovane",
    absent: ["Altre interviste", "Vita da rifugista", "Attrezzatura", "start.4d5e6f"],
    words: [340, 390],
    image: "https://static.altevie.example/media/2024/08/chiara-rota-ritratto.webp",
    // A date without a time is midnight in Italy.
    publishedAt: "2024-08-21T22:00:00.000Z",
  },
];

describe("extractArticle on the fixture pages", () => {
  it.each(cases)("$file", (c) => {
    const article = extractArticle(page(c.file), c.url);
    expect(article).not.toBeNull();
    if (!article) return;
    expect(article.title).toBe(c.title);
    expect(article.byline).toBe(c.byline);
    expect(article.text).toContain(c.sentence);
    for (const text of c.absent) expect(article.text).not.toContain(text);
    expect(article.wordCount).toBeGreaterThanOrEqual(c.words[0]);
    expect(article.wordCount).toBeLessThanOrEqual(c.words[1]);
    expect(article.image).toBe(c.image);
    expect(article.publishedAt?.toISOString() ?? null).toBe(c.publishedAt);
  });

  it.each(cases)("gives $file as plain text in paragraphs", (c) => {
    const text = extractArticle(page(c.file), c.url)?.text ?? "";
    expect(text).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(text).not.toMatch(/&[a-z]+;|&#\d+;/i);
    expect(text).not.toMatch(/\n{3,}|[ \t]{2,}|^\s|\s$/);
    const paragraphs = text.split("\n\n");
    expect(paragraphs.length).toBeGreaterThan(c.words[0] > 100 ? 4 : 0);
    for (const paragraph of paragraphs) expect(paragraph).not.toContain("\n");
  });

  it("returns null for a home page of teasers", () => {
    expect(extractArticle(page("home-page-elenco.html"), "https://www.quotidianodelborgo.example/")).toBeNull();
  });

  it("resolves relative links against the page URL it is given", () => {
    const html = page("wordpress-blog-post.html");
    expect(extractArticle(html, "https://mirror.example/blog/post/")?.image).toBe(
      "https://mirror.example/wp-content/uploads/2024/03/balcone-orto-marzo-1024x683.jpg",
    );
  });
});

const paragraph = (n: number) => `<p>${"La giunta ha approvato il piano per le scuole della città. ".repeat(n)}</p>`;

describe("extractArticle on hostile input", () => {
  it.each([
    ["an empty string", ""],
    ["whitespace", "  \n\t "],
    ["plain text", "nessun markup qui"],
    ["broken markup", "<<<div>>><p <a href=></html></html><body"],
    ["binary noise", String.fromCharCode(...Array.from({ length: 2000 }, (_, i) => (i * 7919) % 65_000))],
    ["a page with an empty body", "<!doctype html><html><head><title>Vuota</title></head><body></body></html>"],
    ["only scripts", "<html><body><script>var a = '<p>' + 'testo'.repeat(500) + '</p>';</script></body></html>"],
  ])("returns null for %s without throwing", (_name, html) => {
    expect(extractArticle(html, "https://www.example.it/pagina")).toBeNull();
  });

  it("returns null (does not throw) for a page URL that is not a URL", () => {
    expect(() => extractArticle(page("breve-notizia.html"), "not a url")).not.toThrow();
  });

  it("never lets script, style or markup into the text", () => {
    const html = `<html><body><article><h1>Titolo</h1>${paragraph(6)}
      <p>Prima <script>alert("x")</script>dopo <style>p{color:red}</style>fine &lt;b&gt;grassetto&lt;/b&gt; &amp; altro.</p>
      ${paragraph(6)}</article></body></html>`;
    const text = extractArticle(html, "https://www.example.it/a")?.text ?? "";
    expect(text).toContain("Prima dopo fine <b>grassetto</b> & altro.");
    expect(text).not.toContain("alert");
    expect(text).not.toContain("color:red");
  });

  it("reads about the first 500,000 characters of a page of many megabytes, quickly", () => {
    const huge = `<html><body><article><h1>Lungo</h1>${paragraph(8).repeat(12_000)}</article></body></html>`;
    expect(huge.length).toBeGreaterThan(5_000_000);
    const started = performance.now();
    const article = extractArticle(huge, "https://www.example.it/lungo");
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(article?.text.length).toBeGreaterThan(450_000);
    expect(article?.text.length).toBeLessThan(510_000);
  });

  it("does not let inline scripts use up the text budget before the article", () => {
    const data = `<script>window.__DATA__ = ${JSON.stringify({ items: "x".repeat(600_000) })}</script>`;
    const html = `<html><body>${data}<article><h1>Titolo</h1>${paragraph(6)}${paragraph(6)}</article></body></html>`;
    expect(extractArticle(html, "https://www.example.it/a")?.text).toContain("La giunta ha approvato il piano");
  });
});
