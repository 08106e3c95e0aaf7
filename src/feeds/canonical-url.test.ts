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

  it.each(["", "not a url", "javascript:alert(1)", "ftp://files.it/a", "mailto:a@b.it"])("refuses %j", (input) => {
    expect(canonicalUrl(input)).toBeNull();
  });
});
