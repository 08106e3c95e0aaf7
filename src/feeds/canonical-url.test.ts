import { describe, expect, it } from "vitest";
import { canonicalUrl } from "./canonical-url.js";

describe("canonicalUrl", () => {
  it.each([
    ["https://www.Corriere.it/cronaca/articolo.shtml#commenti", "https://corriere.it/cronaca/articolo.shtml"],
    [
      "https://www.ansa.it/sito/notizie/a.html?utm_source=rss&utm_medium=feed&id=7&fbclid=IwAR0",
      "https://ansa.it/sito/notizie/a.html?id=7",
    ],
    ["http://repubblica.it:80/a?gclid=x&b=2&a=1", "https://repubblica.it/a?a=1&b=2"],
    ["https://ilpost.it", "https://ilpost.it/"],
    ["https://user:pw@ilpost.it/x", "https://ilpost.it/x"],
  ])("%s -> %s", (input, expected) => {
    expect(canonicalUrl(input)).toBe(expected);
  });

  it("gives the same key to the tracked and the clean link of one article", () => {
    expect(canonicalUrl("https://www.ilsole24ore.com/art/x-AB12?utm_campaign=newsletter#top")).toBe(
      canonicalUrl("http://ilsole24ore.com/art/x-AB12"),
    );
  });

  it("keeps parameters that select the content", () => {
    expect(canonicalUrl("https://site.it/news.php?id=1")).not.toBe(canonicalUrl("https://site.it/news.php?id=2"));
  });

  // Links a feed or a share button gives one article, which must not bring it back once deleted.
  it.each([
    ["a trailing slash", "https://ilpost.it/2026/11/20/notizia/"],
    ["trailing slashes", "https://ilpost.it/2026/11/20/notizia//"],
    ["a ?ref= parameter", "https://ilpost.it/2026/11/20/notizia?ref=homepage"],
    ["ref_src", "https://ilpost.it/2026/11/20/notizia?ref_src=twsrc%5Etfw"],
    ["AT Internet's tags", "https://ilpost.it/2026/11/20/notizia?at_medium=rss&at_campaign=feed&xtor=RSS-3"],
    ["campaign ids", "https://ilpost.it/2026/11/20/notizia?cmpid=nl&ito=792&icid=home&ocid=msn"],
    ["share buttons", "https://ilpost.it/2026/11/20/notizia?__twitter_impression=true&share=facebook&spm=a2g0o.1"],
    ["a tracking name in capitals", "https://ilpost.it/2026/11/20/notizia?REF=Home"],
    ["/index.html", "https://ilpost.it/2026/11/20/notizia/index.html"],
    ["/index.htm", "https://ilpost.it/2026/11/20/notizia/index.htm"],
    ["/index.php", "https://ilpost.it/2026/11/20/notizia/index.php"],
    ["/default.asp", "https://ilpost.it/2026/11/20/notizia/default.asp"],
    ["/Default.aspx/", "https://ilpost.it/2026/11/20/notizia/Default.aspx/"],
    ["the path's case", "https://ilpost.it/2026/11/20/Notizia"],
    ["everything at once", "HTTP://WWW.IlPost.it/2026/11/20/NOTIZIA/index.html?ref=rss&utm_source=x#commenti"],
  ])("gives a link with %s the key of the plain one", (_variant, link) => {
    expect(canonicalUrl(link)).toBe(canonicalUrl("https://ilpost.it/2026/11/20/notizia"));
  });

  it.each([
    ["the root", "https://ilpost.it/index.html", "https://ilpost.it/"],
    ["a directory's index", "https://site.it/Notizie/index.php?ID=7", "https://site.it/notizie?ID=7"],
    ["what only looks like an index page", "https://site.it/index.html.bak", "https://site.it/index.html.bak"],
    ["a page named like one", "https://site.it/myindex.html", "https://site.it/myindex.html"],
    ["a path's letters and percent-escapes in lower case", "https://site.it/Perché/", "https://site.it/perch%c3%a9"],
    ["the same path percent-encoded", "https://site.it/Perch%C3%A9", "https://site.it/perch%c3%a9"],
    ["a query's case", "https://site.it/a?id=AbC", "https://site.it/a?id=AbC"],
  ])("keys %s", (_case, link, expected) => {
    expect(canonicalUrl(link)).toBe(expected);
  });

  it("keeps apart links whose queries differ only in case: ids and tokens there select the content", () => {
    expect(canonicalUrl("https://site.it/a?id=AbC")).not.toBe(canonicalUrl("https://site.it/a?id=abc"));
  });

  it.each(["", "not a url", "javascript:alert(1)", "ftp://files.it/a", "mailto:a@b.it"])("refuses %j", (input) => {
    expect(canonicalUrl(input)).toBeNull();
  });
});
