import { describe, expect, it } from "vitest";
import { parseHtmlDocument } from "./parse-html.js";

const PAGE = "https://www.giornale.example/cronaca/notizia.html";

describe("parseHtmlDocument", () => {
  it.each([
    ["a full page", "<!doctype html><html><head><title>T</title></head><body><p>Testo</p></body></html>", "T", "Testo"],
    ["a page that leaves out <head> and <body>", "<!doctype html><html lang=it><meta charset=utf-8><title>T</title><header>Testata</header><main><p>Testo</main>", "T", "TestataTesto"],
    ["a page without <html>", "<head><title>T</title></head><body><p>Testo</p></body>", "T", "Testo"],
    ["a fragment", "<p>Testo</p>", "", "Testo"],
    ["plain text", "Testo", "", "Testo"],
    ["nothing", "", "", ""],
  ])("completes %s", (_name, html, title, bodyText) => {
    const document = parseHtmlDocument(html, PAGE);
    expect(document.documentElement.nodeName).toBe("HTML");
    expect(document.title).toBe(title);
    expect(document.body.textContent?.replace(/\s+/g, "")).toBe(bodyText);
  });

  it.each([
    ["no <base>", "<html><head></head><body></body></html>", PAGE],
    ["a relative <base>", '<html><head><base href="/archivio/"></head><body></body></html>', "https://www.giornale.example/archivio/"],
    ["an absolute <base>", '<html><head><base href="https://cdn.example/it/"></head><body></body></html>', "https://cdn.example/it/"],
  ])("gives a page with %s an absolute base URL", (_name, html, base) => {
    expect(parseHtmlDocument(html, PAGE).baseURI).toBe(base);
  });
});
