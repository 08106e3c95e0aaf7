import { describe, expect, it } from "vitest";
import { el, escapeXml, xmlDocument } from "./xml.js";

describe("escapeXml", () => {
  it.each([
    ["Sport & salute", "Sport &amp; salute"],
    ["<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"],
    [`Il "decreto" dell'anno`, "Il &quot;decreto&quot; dell&apos;anno"],
    ["già &amp; fatto", "già &amp;amp; fatto"],
    ["testo\u0000con\u0008controlli\u000B\u001F", "testoconcontrolli"],
    ["a capo\n\te tab\r", "a capo\n\te tab\r"],
    ["emoji 🇮🇹 intatte", "emoji 🇮🇹 intatte"],
    ["surrogato \uD83D solo", "surrogato  solo"],
    ["fine \uDC00 sola", "fine  sola"],
    ["non caratteri \uFFFE\uFFFF", "non caratteri "],
  ])("writes %j as %j", (input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });
});

describe("xmlDocument", () => {
  it("escapes text and attributes and keeps text on the element's line", () => {
    const xml = xmlDocument(el("root", { note: `a "b" <c>` }, el("title", null, "A & B"), el("empty", { href: "x?a=1&b=2" }), null, false));
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<root note="a &quot;b&quot; &lt;c&gt;">',
        "  <title>A &amp; B</title>",
        '  <empty href="x?a=1&amp;b=2"/>',
        "</root>",
        "",
      ].join("\n"),
    );
  });
});
