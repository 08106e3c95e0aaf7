import { describe, expect, it } from "vitest";
import { declaredFeeds, MAX_DECLARED_FEEDS } from "./declared-feeds.js";

describe("declaredFeeds", () => {
  it("finds RSS, Atom and JSON Feed alternates, resolved against the page or its base, each once", () => {
    const html = `<html><head>
      <link rel="alternate" type="application/rss+xml" title=" Tutte   le notizie " href="feed/">
      <link rel="Alternate feed" type="application/atom+xml; charset=utf-8" href="https://altro.it/atom.xml">
      <link rel="alternate" type="application/feed+json" href="/feed.json">
      <link rel="alternate" type="application/rss+xml" href="feed/">
      <link rel="alternate" type="text/html" hreflang="en" href="/en/">
      <link rel="stylesheet" type="application/rss+xml" href="/no.xml">
      <link rel="alternate" type="application/rss+xml" href="javascript:alert(1)">
      </head><body></body></html>`;
    expect(declaredFeeds(html, "https://sito.it/blog/")).toEqual([
      { url: "https://sito.it/blog/feed/", title: "Tutte le notizie" },
      { url: "https://altro.it/atom.xml", title: null },
      { url: "https://sito.it/feed.json", title: null },
    ]);
    expect(declaredFeeds(`<head><base href="https://cdn.sito.it/x/"><link rel="alternate" type="application/rss+xml" href="rss"></head>`, "https://sito.it/")).toEqual([
      { url: "https://cdn.sito.it/x/rss", title: null },
    ]);
  });

  it("keeps at most ten, and finds nothing in a page without any or in no page at all", () => {
    const many = Array.from({ length: 15 }, (_, i) => `<link rel="alternate" type="application/rss+xml" href="/f${i}.xml">`).join("");
    expect(declaredFeeds(`<html><head>${many}</head></html>`, "https://sito.it/")).toHaveLength(MAX_DECLARED_FEEDS);
    expect(declaredFeeds("<html><body><p>Ciao</p></body></html>", "https://sito.it/")).toEqual([]);
    expect(declaredFeeds("", "https://sito.it/")).toEqual([]);
  });
});
