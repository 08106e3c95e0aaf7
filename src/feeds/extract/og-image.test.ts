import { describe, expect, it } from "vitest";
import { findPageImage } from "./og-image.js";

const PAGE = "https://www.giornale.example/cronaca/2024/notizia.html";
const head = (tags: string) => `<!doctype html><html><head>${tags}</head><body><p>Testo</p></body></html>`;

describe("findPageImage", () => {
  it.each([
    ["an absolute og:image", head('<meta property="og:image" content="https://img.example/a.jpg">'), "https://img.example/a.jpg"],
    ["a root-relative og:image", head('<meta property="og:image" content="/foto/a.jpg">'), "https://www.giornale.example/foto/a.jpg"],
    ["a path-relative og:image", head('<meta property="og:image" content="foto/a.jpg">'), "https://www.giornale.example/cronaca/2024/foto/a.jpg"],
    ["a protocol-relative og:image", head('<meta property="og:image" content="//cdn.example/a.jpg">'), "https://cdn.example/a.jpg"],
    ["og:image with spaces around it", head('<meta property="og:image" content="  https://img.example/a.jpg \n">'), "https://img.example/a.jpg"],
    ["an encoded ampersand", head('<meta property="og:image" content="https://img.example/a.jpg?w=1&amp;h=2">'), "https://img.example/a.jpg?w=1&h=2"],
    ["og:image before twitter:image", head('<meta name="twitter:image" content="https://img.example/t.jpg"><meta property="og:image" content="https://img.example/o.jpg">'), "https://img.example/o.jpg"],
    ["twitter:image when there is no og:image", head('<meta name="twitter:image" content="/t.jpg">'), "https://www.giornale.example/t.jpg"],
    ["an empty og:image, then twitter:image", head('<meta property="og:image" content=""><meta name="twitter:image" content="https://img.example/t.jpg">'), "https://img.example/t.jpg"],
    ["the page's <base href>", head('<base href="https://static.example/it/"><meta property="og:image" content="a.jpg">'), "https://static.example/it/a.jpg"],
    ["link rel=image_src", head('<link rel="image_src" href="/l.jpg">'), "https://www.giornale.example/l.jpg"],
    ["a data: URL", head('<meta property="og:image" content="data:image/png;base64,AAAA">'), null],
    ["a javascript: URL", head('<meta property="og:image" content="javascript:alert(1)">'), null],
    ["a file: URL on a web page", head('<meta property="og:image" content="file:///etc/passwd">'), null],
    ["no image at all", head("<title>x</title>"), null],
    ["an image only in the body", `<html><body><img src="/a.jpg"></body></html>`, null],
    ["garbage", "<<<>>>", null],
  ])("reads %s", (_name, html, expected) => {
    expect(findPageImage(html, PAGE)).toBe(expected);
  });

  it("keeps file: images for a page read from disk", () => {
    expect(findPageImage(head('<meta property="og:image" content="img/a.jpg">'), "file:///tmp/pagine/a.html")).toBe("file:///tmp/pagine/img/a.jpg");
  });
});
