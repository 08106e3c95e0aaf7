import { describe, expect, it } from "vitest";
import { allowedProtocolsFor, resolveUrl } from "./links.js";

const WEB = allowedProtocolsFor("https://sito.example.it/feed.xml");

describe("resolveUrl", () => {
  it.each([
    ["an absolute link", "https://altro.example.it/a", "https://sito.example.it/", "https://altro.example.it/a"],
    ["a path", "/cronaca/a.html", "https://sito.example.it/sezione/", "https://sito.example.it/cronaca/a.html"],
    ["a relative file", "a.html", "https://sito.example.it/sezione/", "https://sito.example.it/sezione/a.html"],
    ["a parent path", "../img/4.jpg", "https://sito.example.it/a/4", "https://sito.example.it/img/4.jpg"],
    ["a protocol-relative link", "//cdn.example.it/x.jpg", "https://sito.example.it/", "https://cdn.example.it/x.jpg"],
    ["surrounding whitespace", "\n  https://sito.example.it/a  \n", null, "https://sito.example.it/a"],
    ["a relative link with no base", "a.html", null, null],
    ["javascript:", "javascript:alert(1)", "https://sito.example.it/", null],
    ["data:", "data:image/png;base64,AAAA", "https://sito.example.it/", null],
    ["mailto:", "mailto:redazione@example.it", "https://sito.example.it/", null],
    ["a malformed URL", "http://[::1", "https://sito.example.it/", null],
    ["nothing", "", "https://sito.example.it/", null],
    ["undefined", undefined, "https://sito.example.it/", null],
  ])("%s", (_case, href, base, expected) => {
    expect(resolveUrl(href, base, WEB)).toBe(expected);
  });

  it("allows file: links only for a feed read from a file", () => {
    expect(resolveUrl("a.html", "file:///tmp/feeds/x.xml", WEB)).toBeNull();
    expect(resolveUrl("a.html", "file:///tmp/feeds/x.xml", allowedProtocolsFor("file:///tmp/feeds/x.xml"))).toBe("file:///tmp/feeds/a.html");
  });
});
