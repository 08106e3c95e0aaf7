import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeDocument } from "../charset.js";
import { extractArticle } from "./extract-article.js";

const PAGE = "https://www.giornale.example/cronaca/notizia.html";
const paragraphs = (n: number) =>
  Array.from({ length: n }, (_, i) => `<p>Il paragrafo ${i + 1} racconta che il consiglio comunale ha votato il bilancio dopo una lunga notte di discussione, con molte richieste per scuole e strade.</p>`).join("");

describe("extractArticle when one reading is not enough", () => {
  it("takes the JSON-LD articleBody when the page shows only its first paragraph (a paywall)", () => {
    const html = decodeDocument(readFileSync(new URL("../../../tests/fixtures/pages/jsonld-paywall.html", import.meta.url)), null, "html");
    const article = extractArticle(html, "https://www.corrieredelgolfo.example/economia/porto-terminal/")!;
    expect(article.text.split("\n\n")).toHaveLength(5);
    expect(article.text).toContain("ripascimento delle spiagge.");
    expect(article.text).not.toContain("riservato agli abbonati");
  });

  it("leaves out the publisher's boilerplate paragraphs and repairs double-encoded letters", () => {
    const html = `<html><head><title>T</title></head><body><article>${paragraphs(4)}<p>Il sindaco ha detto che la cittÃ  Ã¨ pronta.</p><p>Leggi anche: Il bilancio dell'anno scorso</p><p>© Riproduzione riservata</p></article></body></html>`;
    const text = extractArticle(html, PAGE)!.text;
    expect(text).toContain("la città è pronta.");
    expect(text).not.toContain("Leggi anche");
    expect(text).not.toContain("Riproduzione riservata");
  });

  it("reads markup after </html>, where a browser would put it", () => {
    const html = `<!DOCTYPE html><html><head><title>T</title></head><body><nav><a href="/">Home</a></nav></body></html>\n<div class="storia">${paragraphs(5)}</div>`;
    expect(extractArticle(html, PAGE)?.text).toContain("Il paragrafo 5 racconta");
  });

  it("reads a page whose <head> alone is past the size limit (inline styles and scripts)", () => {
    const html = `<html><head><title>T</title><style>${"b{}".repeat(2_000_000)}</style></head><body><div class="storia">${paragraphs(5)}</div></body></html>`;
    expect(extractArticle(html, PAGE)?.text).toContain("Il paragrafo 1 racconta");
  });

  it("reads the text of a page whose block of links makes Readability's pick look like a listing, without the links", () => {
    const links = Array.from({ length: 120 }, (_, i) => `<li><a href="/capitolo-${i}">Capitolo ${i}: un titolo abbastanza lungo del manuale</a></li>`).join("");
    const short = Array.from({ length: 6 }, (_, i) => `<p>Il passo ${i + 1} della guida spiega come configurare il servizio senza errori.</p>`).join("");
    const html = `<html><head><title>Guida</title></head><body><div id="testo"><h1>Guida</h1>${short}<ol>${links}</ol></div></body></html>`;
    const text = extractArticle(html, PAGE)?.text;
    expect(text).toContain("Il passo 6 della guida");
    expect(text).not.toContain("Capitolo");
  });

  it("still returns null for a page with no text", () => {
    expect(extractArticle(`<html><head><meta property="og:type" content="article"></head><body><div id="root"></div></body></html>`, PAGE)).toBeNull();
  });
});
