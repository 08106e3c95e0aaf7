import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeDocument } from "../charset.js";
import { extractArticle } from "./extract-article.js";

const ROOT = new URL("../../../", import.meta.url);
const BASE = "http://127.0.0.1:41234";

function fixture(file: string): string {
  return decodeDocument(readFileSync(new URL(`tests/fixtures/pages/${file}`, ROOT)), null, "html");
}

describe("captions and credits", () => {
  it("keeps the demo's figcaption out of the first sentence, and keeps the photo", () => {
    const html = readFileSync(new URL("demo/pages/corriere-valdoria/crollo-cornicione-via-garibaldi.html", ROOT), "utf8").replaceAll("{{BASE}}", BASE);
    const article = extractArticle(html, `${BASE}/pages/corriere-valdoria/crollo-cornicione-via-garibaldi.html`)!;
    expect(article.text.startsWith("Paura ieri sera in via Garibaldi")).toBe(true);
    expect(article.text).not.toContain("Le transenne dei vigili del fuoco");
    expect(article.image).toBe(`${BASE}/images/corriere-valdoria/crollo-cornicione-via-garibaldi.svg`);
  });

  it("drops figcaptions, WordPress caption blocks and credit lines from the text", () => {
    const article = extractArticle(fixture("didascalie-crediti.html"), "https://www.gazzettapiana.example/ambiente/2025/05/06/lerone/")!;
    expect(article.text.startsWith("Dopo quasi un secolo l'acqua è tornata")).toBe(true);
    for (const furniture of ["visto dal ponte della ferrovia", "Foto Marco Sala", "Le ruspe al lavoro", "Consorzio di bonifica)", "Iscriviti", "Facebook", "La piena del Lerone", "I più letti"]) {
      expect(article.text).not.toContain(furniture);
    }
    expect(article.text).toContain("punti di osservazione per il birdwatching.");
  });
});

describe("page furniture", () => {
  it("never removes the block holding the text, whatever its class says", () => {
    const article = extractArticle(fixture("contenitore-classe-newsletter.html"), "https://www.borgolungo.example/cultura/biblioteca/");
    expect(article?.text).toContain("Da lunedì la biblioteca civica resterà aperta fino a mezzanotte");
    expect(article?.text).toContain("che si fa gratuitamente allo sportello.");
    expect(article?.text).not.toContain("iscriviti alla newsletter");
  });

  it("reads an article that ends with teasers as the article, without the teasers", () => {
    const article = extractArticle(fixture("articolo-con-correlati.html"), "https://www.cittaoggi.example/mobilita/tramvia/");
    expect(article?.text).toContain("Le fermate sono quattordici");
    expect(article?.text).not.toContain("Parcheggi scambiatori");
  });
});
