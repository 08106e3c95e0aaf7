import { describe, expect, it } from "vitest";
import { html, layout } from "./template.js";

describe("the mail template", () => {
  it.each([
    ['<script>alert("x")</script>', "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"],
    ["Tom & Jerry's", "Tom &amp; Jerry&#39;s"],
    ["città perché", "città perché"],
  ])("escapes %j as %j", (value, escaped) => {
    expect(html`<p>${value}</p>`.value).toBe(`<p>${escaped}</p>`);
  });

  it("keeps its own fragments as markup, lists joined, and nothing for empty values", () => {
    const items = ["a<b", "c"].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}`.value).toBe("<ul><li>a&lt;b</li><li>c</li></ul>");
  });

  it("escapes attribute values", () => {
    expect(html`<a href="${'https://x.it/?a=1&b="2"'}">x</a>`.value).toBe('<a href="https://x.it/?a=1&amp;b=&quot;2&quot;">x</a>');
  });

  it("lays out a whole Italian document with the title escaped", () => {
    const page = layout("Errore <critico>", html`<p>corpo</p>`, html`piè di pagina`);
    expect(page).toMatch(/^<!doctype html>\n<html lang="it">/);
    expect(page).toContain("<title>Errore &lt;critico&gt;</title>");
    expect(page).toContain("<p>corpo</p>");
  });
});
