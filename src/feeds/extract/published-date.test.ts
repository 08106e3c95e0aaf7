import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { declaredPublishedDate, parseDate } from "./published-date.js";

describe("parseDate", () => {
  it.each([
    ["2024-04-15T10:32:00+02:00", "2024-04-15T08:32:00.000Z"],
    ["2024-02-08T06:30:00Z", "2024-02-08T06:30:00.000Z"],
    ["2024-02-08T06:30:00.123Z", "2024-02-08T06:30:00.123Z"],
    // Without an offset the time is Italian: CET in winter, CEST in summer.
    ["2024-01-10T09:00", "2024-01-10T08:00:00.000Z"],
    ["2024-07-10 09:00:00", "2024-07-10T07:00:00.000Z"],
    ["2024-07-10", "2024-07-09T22:00:00.000Z"],
    ["Tue, 09 Jul 2024 07:48:00 +0200", "2024-07-09T05:48:00.000Z"],
    ["", null],
    ["   ", null],
    ["0", null],
    ["1970-01-01T00:00:00Z", null],
    ["ieri sera", null],
    ["2024-13-45", null],
    [null, null],
  ])("reads %j as %s", (value, expected) => {
    expect(parseDate(value)?.toISOString() ?? null).toBe(expected);
  });
});

const doc = (html: string) => parseHTML(`<!doctype html><html>${html}</html>`).document as unknown as Document;

describe("declaredPublishedDate", () => {
  it.each([
    [
      "article:published_time before JSON-LD and <time>",
      `<head><meta property="article:published_time" content="2024-01-02T10:00:00Z"><script type="application/ld+json">{"@type":"NewsArticle","datePublished":"2023-05-05T10:00:00Z"}</script></head><body><article><time datetime="2022-01-01T00:00:00Z"></time></article></body>`,
      "2024-01-02T10:00:00.000Z",
    ],
    [
      "the Article of a JSON-LD @graph, not the WebPage before it",
      `<head><script type="application/ld+json">{"@graph":[{"@type":"WebPage","datePublished":"2020-01-01T00:00:00Z"},{"@type":["NewsArticle"],"datePublished":"2024-06-03T14:05:00+02:00"}]}</script></head><body></body>`,
      "2024-06-03T12:05:00.000Z",
    ],
    [
      "a JSON-LD array, skipping a broken block",
      `<head><script type="application/ld+json">{"@type": "NewsArticle", "datePublished": </script><script type="application/ld+json">[{"@type":"BlogPosting","datePublished":"2024-03-01"}]</script></head><body></body>`,
      "2024-02-29T23:00:00.000Z",
    ],
    ["a <time> inside <article>", `<body><aside><time datetime="2020-01-01">x</time></aside><article><time datetime="2024-05-20T18:45">20/05</time></article></body>`, "2024-05-20T16:45:00.000Z"],
    ["nothing declared", `<body><aside><time datetime="2020-01-01">x</time></aside><p>15 aprile 2024</p></body>`, null],
  ])("reads %s", (_name, html, expected) => {
    expect(declaredPublishedDate(doc(html))?.toISOString() ?? null).toBe(expected);
  });
});
