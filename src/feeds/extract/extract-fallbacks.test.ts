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

  it("reads markup after </html>, where a browser would put it", () => {
    const html = `<!DOCTYPE html><html><head><title>T</title></head><body><nav><a href="/">Home</a></nav></body></html>\n<div class="storia">${paragraphs(5)}</div>`;
    expect(extractArticle(html, PAGE)?.text).toContain("Il paragrafo 5 racconta");
  });

  it("reads a page whose <head> alone is past the size limit (inline styles and scripts)", () => {
    const html = `<html><head><title>T</title><style>${"b{}".repeat(2_000_000)}</style></head><body><div class="storia">${paragraphs(5)}</div></body></html>`;
    expect(extractArticle(html, PAGE)?.text).toContain("Il paragrafo 1 racconta");
  });

  it("still returns null for a page with no text", () => {
    expect(extractArticle(`<html><head><meta property="og:type" content="article"></head><body><div id="root"></div></body></html>`, PAGE)).toBeNull();
  });
});
