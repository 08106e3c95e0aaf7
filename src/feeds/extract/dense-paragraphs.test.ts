import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { denseParagraphs } from "./dense-paragraphs.js";

describe("denseParagraphs", () => {
  it("reads the container whose own paragraphs hold the most unlinked text, skipping nav, asides and short labels", () => {
    const long = (n: number) => `<p>Paragrafo ${n} del testo, abbastanza lungo da contare come testo dell'articolo e non come etichetta.</p>`;
    const { document } = parseHTML(
      `<html><body><nav><p>Home, Cronaca, Sport, Cultura, Economia e tutte le altre sezioni del sito</p></nav>` +
        `<div class="teasers"><p><a href="/a">Un titolo di un altro articolo che è tutto un link e basta</a></p></div>` +
        `<div class="x"><h2>Il fatto</h2>${long(1)}<p>Breve.</p>${long(2)}${long(3)}</div>` +
        `<aside>${long(9)}${long(10)}${long(11)}${long(12)}</aside></body></html>`,
    );
    expect(denseParagraphs(document.body as unknown as Element)).toEqual([
      "Il fatto",
      expect.stringContaining("Paragrafo 1"),
      "Breve.",
      expect.stringContaining("Paragrafo 2"),
      expect.stringContaining("Paragrafo 3"),
    ]);
  });

  it("gives nothing for a page without paragraphs", () => {
    const { document } = parseHTML(`<html><body><div>Solo testo</div></body></html>`);
    expect(denseParagraphs(document.body as unknown as Element)).toEqual([]);
  });
});
