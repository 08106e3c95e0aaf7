import { describe, expect, it } from "vitest";
import { assetsIn, isAnsweredNavigation, isBuildAsset, isKeptPage, isKeptResponse, pagesToDrop, pageTitle } from "./page-rules";

const ORIGIN = "https://rassegna.example";
const at = (path: string) => new URL(path, ORIGIN);

describe("which pages the worker keeps", () => {
  it.each([
    ["/", true],
    ["/articolo/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b", true],
    ["/cookie-policy", true],
    ["/?category=politica", false],
    ["/?search=terremoto", false],
    ["/offline", false],
    ["/dashboard", false],
    ["/dashboard/feeds", false],
    ["/api/articles", false],
    ["/login", false],
    ["/articolo/1.data", false],
    ["/rss.xml", false],
    ["/robots.txt", false],
    ["https://altro.example/articolo/1", false],
  ])("%s: %s", (path, kept) => {
    expect(isKeptPage(at(path), ORIGIN)).toBe(kept);
  });

  it.each([
    ["/", true],
    ["/qualunque/pagina", true],
    ["/offline", true],
    ["/?search=x", true],
    ["/dashboard/articles", false],
    ["/api/health", false],
    ["/login", false],
    ["/loginx", true],
  ])("answers a navigation to %s: %s", (path, answered) => {
    expect(isAnsweredNavigation(at(path), ORIGIN)).toBe(answered);
  });

  it("answers nothing of another site", () => {
    expect(isAnsweredNavigation(new URL("https://altro.example/"), ORIGIN)).toBe(false);
  });
});

describe("which answers it keeps", () => {
  const answer = (status: number, headers: Record<string, string>) => ({ status, headers: new Headers(headers) });
  it.each([
    [answer(200, { "content-type": "text/html; charset=utf-8" }), true],
    [answer(200, { "content-type": "text/html", "cache-control": "private, no-cache" }), false],
    [answer(200, { "content-type": "text/html", "cache-control": "no-store" }), false],
    [answer(404, { "content-type": "text/html" }), false],
    [answer(503, { "content-type": "text/html" }), false],
    [answer(200, { "content-type": "application/json" }), false],
    [answer(0, {}), false],
  ])("%#", (response, kept) => {
    expect(isKeptResponse(response)).toBe(kept);
  });
});

describe("build files", () => {
  it("are the hashed files under /assets of this site", () => {
    expect(isBuildAsset(at("/assets/root-AbC123.js"), ORIGIN)).toBe(true);
    expect(isBuildAsset(at("/img/1/abcd1234/400.webp"), ORIGIN)).toBe(false);
    expect(isBuildAsset(new URL("https://altro.example/assets/x.js"), ORIGIN)).toBe(false);
  });

  it("are found in a page's stylesheet, scripts and modulepreloads, once each", () => {
    const html = `<link rel="stylesheet" href="/assets/app-X1.css"/><link rel="modulepreload" href="/assets/site-Y2.js"/>
      <script type="module">import "/assets/entry.client-Z3.js"; import * as r from "/assets/root-W4.js";</script>
      <link rel="modulepreload" href="/assets/site-Y2.js"/><img src="/img/1/aa/400.webp"/><a href="https://x.example/assets/no.js">`;
    expect(assetsIn(html)).toEqual(["/assets/app-X1.css", "/assets/site-Y2.js", "/assets/entry.client-Z3.js", "/assets/root-W4.js"]);
  });
});

describe("a kept page's title", () => {
  it.each([
    ["<title>Terremoto nelle Marche: scossa di magnitudo 4 | Rassegna</title>", "Terremoto nelle Marche: scossa di magnitudo 4"],
    ["<title>L&#x27;Italia vince &amp; convince | Rassegna</title>", "L'Italia vince & convince"],
    ["<title>&quot;Caff&#232;&quot; &lt;3</title>", '"Caffè" <3'],
    ["<html><head></head></html>", "/articolo/1"],
    ["<title>  </title>", "/articolo/1"],
  ])("%s", (html, title) => {
    expect(pageTitle(html, "/articolo/1")).toBe(title);
  });
});

describe("which kept pages go", () => {
  it("keeps the newest, lets the oldest go", () => {
    const pages = Array.from({ length: 23 }, (_, i) => ({ url: `/p${i}`, keptAt: 1000 + i }));
    expect(pagesToDrop(pages, 20).sort()).toEqual(["/p0", "/p1", "/p2"]);
    expect(pagesToDrop(pages.slice(0, 20), 20)).toEqual([]);
  });
});
