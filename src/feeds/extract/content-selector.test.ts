import { describe, expect, it } from "vitest";
import { assertValidSelector } from "./content-selector.js";
import { extractPage } from "./extract-page.js";

const words = (n: number, word = "parola") => Array.from({ length: n }, () => word).join(" ");
const page = `<!doctype html><html><head><title>Pagina</title></head><body>
  <article><h1>Titolo</h1><p>${words(120, "automatico")}.</p><p>${words(100, "automatico")}.</p></article>
  <div class="corpo"><p>Primo paragrafo scelto.</p><div class="corpo"><p>Annidato, letto una volta.</p></div></div>
  <div class="corpo"><p>Secondo blocco scelto.</p></div><div class="vuoto"> </div></body></html>`;

describe("a feed's content selector", () => {
  it("takes the text of every outermost match, in page order, over the automatic extraction", () => {
    const article = extractPage(page, "https://sito.it/a", ".corpo");
    expect(article?.text).toBe("Primo paragrafo scelto.\n\nAnnidato, letto una volta.\n\nSecondo blocco scelto.");
    expect(article?.wordCount).toBe(10);
    // The page's other facts still come from the automatic extraction.
    expect(article?.title).toBe("Pagina");
  });

  it("leaves the automatic extraction when it matches nothing or only empty elements", () => {
    for (const selector of [".nessuno", ".vuoto", null]) {
      const text = extractPage(page, "https://sito.it/a", selector)?.text;
      expect(text, String(selector)).toMatch(/^Titolo\n\nautomatico automatico/);
    }
  });

  it.each(["div[", "p:nonesiste", "a >> b", "p::before", "..x", "article >", "> p", ",a"])("refuses %s as invalid_selector", async (selector) => {
    await expect(assertValidSelector(selector)).rejects.toMatchObject({ status: 400, code: "invalid_selector" });
  });

  it.each(["article .testo", "div.corpo > p", "#contenuto, .articolo-body", "main p:not(.didascalia)", "[itemprop=articleBody]"])("accepts %s", async (selector) => {
    await expect(assertValidSelector(selector)).resolves.toBeUndefined();
  });
});
