import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { declaresArticle, jsonLdArticleBody } from "./json-ld-body.js";

function page(jsonLd: string, head = ""): Document {
  return parseHTML(`<!DOCTYPE html><html><head>${head}<script type="application/ld+json">${jsonLd}</script></head><body></body></html>`)
    .document as unknown as Document;
}

describe("jsonLdArticleBody", () => {
  it.each([
    ["a NewsArticle", `{"@type":"NewsArticle","articleBody":"Primo paragrafo.\\nSecondo paragrafo."}`, "Primo paragrafo.\n\nSecondo paragrafo."],
    ["an article in @graph, in an array", `[{"@type":"BreadcrumbList"},{"@graph":[{"@type":"WebPage","articleBody":"no"},{"@type":["ReportageNewsArticle"],"articleBody":"Il testo."}]}]`, "Il testo."],
    ["a BlogPosting", `{"@type":"BlogPosting","articleBody":"Il post."}`, "Il post."],
    ["HTML inside articleBody", `{"@type":"Article","articleBody":"<p>Uno &amp; due.</p><p>Tre.</p>"}`, "Uno & due.\n\nTre."],
  ])("reads %s", (_name, jsonLd, body) => {
    expect(jsonLdArticleBody(page(jsonLd))).toBe(body);
  });

  it.each([
    ["no articleBody", `{"@type":"NewsArticle","headline":"Titolo"}`],
    ["a body on a type that is not an article", `{"@type":"Product","articleBody":"Compra."}`],
    ["JSON that does not parse", `{"@type":"NewsArticle","articleBody":"a",}`],
  ])("gives null for %s", (_name, jsonLd) => {
    expect(jsonLdArticleBody(page(jsonLd))).toBeNull();
  });
});

describe("declaresArticle", () => {
  it("is true for og:type article or a JSON-LD article, false for a home page", () => {
    expect(declaresArticle(page(`{"@type":"WebSite"}`, '<meta property="og:type" content="article">'))).toBe(true);
    expect(declaresArticle(page(`{"@type":"NewsArticle"}`))).toBe(true);
    expect(declaresArticle(page(`{"@type":"WebSite"}`, '<meta property="og:type" content="website">'))).toBe(false);
  });
});
